/**
 * Words that give a reader's question its form (asking, wanting, being able, how often, how much,
 * hedging, politeness) rather than its topic, beyond the stop words the tokenizer drops: 'is it
 * possible to change the port', 'why does my upload keep failing'. A question of three or more words
 * counts them for little (see withQuestionWordsWeighed in query-reading.ts). Written for English questions
 * in general, for no one site, and before any query set was run with it; a word that often names
 * what a docs page is about ('start', 'limit', 'error') is not one of them. Pure data; no imports.
 */
export const QUESTION_WORDS: readonly string[] = [
  'possible', 'possibly', 'impossible', 'able', 'unable', 'can', 'could', 'cannot', 'cant', 'should', 'may',
  'might', 'must', 'need', 'needs', 'needed', 'want', 'wants', 'wanted', 'wanting', 'wanna', 'wish', 'like',
  'prefer', 'please', 'pls', 'kindly', 'thanks', 'thank', 'hi', 'hey', 'sorry', 'anyway', 'anyways',
  'anyhow', 'somehow', 'somewhere', 'anywhere', 'something', 'anything', 'everything', 'whatever',
  'whenever', 'however', 'someone', 'somebody', 'anyone', 'anybody', 'thing', 'things', 'stuff', 'way',
  'ways', 'kind', 'kinda', 'basically', 'actually', 'really', 'just', 'simply', 'even', 'also', 'too',
  'very', 'quite', 'rather', 'else', 'another', 'either', 'exactly', 'properly', 'correctly', 'maybe',
  'perhaps', 'probably', 'apparently', 'sure', 'unsure', 'think', 'guess', 'suppose', 'supposed', 'wonder',
  'wondering', 'seem', 'seems', 'seemed', 'ask', 'asking', 'tell', 'explain', 'understand', 'mean', 'means',
  'happen', 'happens', 'happened', 'happening', 'occur', 'occurs', 'keep', 'keeps', 'kept', 'always',
  'never', 'sometimes', 'often', 'usually', 'frequently', 'occasionally', 'constantly', 'repeatedly', 'ever',
  'again', 'still', 'already', 'anymore', 'currently', 'much', 'many', 'lot', 'lots', 'several', 'few',
  'some', 'any', 'enough', 'easy', 'easiest', 'easily', 'achieve', 'accomplish', 'whether', 'because',
  'though', 'dont', 'doesnt', 'isnt', 'didnt', 'wont', 'couldnt', 'shouldnt', 'don', 'doesn', 'isn', 'didn',
  'couldn', 'shouldn',
];
