/**
 * Typed facts for the reference pages (API calls, triggers, inputs, outputs, processes).
 * Owns the front-matter keys `api_call`, `trigger`, `input`, `output` and `process`;
 * imports nothing but zod. The theme renders the fact tables from these objects.
 */
import { z } from 'zod';

/** A scalar default value as it appears in a configuration or on the command line. */
const defaultValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * The upstream files a reference page's facts were read from, as repository paths at the commit the
 * manual documents, each optionally with a line (`path:line`). The page links each one.
 * @example ['src/controller/controller_variables.cpp', 'src/controller/controller_api.cpp:1797']
 */
const sourcesValue = z.array(z.string().regex(/^[^\s:]+(:\d+)?$/, 'a source is a repository path, optionally with :line')).min(1);

/**
 * One configurable option of an input, output or process.
 * @example { name: 'port', type: 'uint', default: 1935, flag: '-p', description: 'TCP port to listen on.' }
 */
export const optionSchema = z.strictObject({
  /** The option's key in the stream, protocol or process configuration. */
  name: z.string().min(1),
  /** Its type as the server declares it: str, uint, int, bool, select, json, list, debug, inputlist... */
  type: z.string().min(1),
  /** The default the server uses when the option is left out; omit when there is none. */
  default: defaultValue.optional(),
  /** The command-line flag, e.g. `-p` or `--port`, when there is one. */
  flag: z.string().optional(),
  /** Whether the option must be given. */
  required: z.boolean().optional(),
  /** One or two sentences in our own words. */
  description: z.string().min(1),
});

/**
 * Codecs per track type; leave out a type that has none.
 * @example { video: ['H264', 'HEVC'], audio: ['AAC'] }
 */
export const codecsSchema = z.strictObject({
  video: z.array(z.string()).optional(),
  audio: z.array(z.string()).optional(),
  subtitle: z.array(z.string()).optional(),
  metadata: z.array(z.string()).optional(),
});

/**
 * A call of the controller's JSON API.
 * @example { name: 'addstream', category: 'streams', authorization: true, related_calls: ['deletestream'], related_triggers: ['STREAM_ADD'], source: 'src/controller/controller_api.cpp:1530' }
 */
export const apiCallFactsSchema = z.strictObject({
  /** The request key exactly as the server tests for it. */
  name: z.string().min(1),
  /** A group name such as streams, push, statistics, sessions, config, protocols, security, updater. */
  category: z.string().min(1),
  /** Whether the call needs an authorized connection. */
  authorization: z.boolean(),
  /** The build option the call depends on (e.g. `UPDATER`), when it is only present in some builds. */
  build_condition: z.string().optional(),
  /** Names of related API calls (request keys). */
  related_calls: z.array(z.string()).default([]),
  /** Names of related triggers. */
  related_triggers: z.array(z.string()).default([]),
  /** Where the call is handled upstream, as `path:line`. */
  source: z.string().min(1),
  /** The upstream files these facts were read from; see `sourcesValue`. */
  sources: sourcesValue.optional(),
});

/**
 * One line of a trigger's payload.
 * @example { name: 'stream name', description: 'The name of the stream the viewer asked for.', example: 'live+camera1' }
 */
export const payloadLineSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
  example: z.string().optional(),
});

/**
 * A server event that calls a handler.
 * @example { name: 'USER_NEW', payload: [...], response: 'used', response_action: 'A negative reply denies the session.', stream_specific: true, fired_by: ['MistOut* outputs'], in_source: true, source: 'src/output/output.cpp:123' }
 */
export const triggerFactsSchema = z.strictObject({
  name: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'trigger names are upper-case with underscores'),
  /** Payload lines in the order the server sends them; an empty list for no payload. */
  payload: z.array(payloadLineSchema),
  /** Whether a blocking handler's reply changes what the server does. */
  response: z.enum(['used', 'ignored']),
  /** What the reply does (or 'None' when it is ignored). */
  response_action: z.string().min(1),
  /** Whether the trigger can be limited to a list of streams. */
  stream_specific: z.boolean(),
  /** The binaries that fire it. */
  fired_by: z.array(z.string()).min(1),
  /** False when the trigger is not in the server source (documented from the public docs only). */
  in_source: z.boolean().default(true),
  /** Where it is fired upstream, as `path:line`, when it is in the source. */
  source: z.string().optional(),
  /** The upstream files these facts were read from; see `sourcesValue`. */
  sources: sourcesValue.optional(),
});

/**
 * A stream input (MistIn* binary).
 * @example { name: 'HLS', binary: 'MistInHLS', source_patterns: ['http://*.m3u8'], live: true, vod: true, codecs: {...}, options: [] }
 */
export const inputFactsSchema = z.strictObject({
  /** The capability name, e.g. `HLS`. */
  name: z.string().min(1),
  binary: z.string().regex(/^Mist/, 'binary names start with Mist'),
  /** Source patterns this input accepts, e.g. `/*.mp4`, `http://*.m3u8`, `push://`. */
  source_patterns: z.array(z.string()).min(1),
  live: z.boolean(),
  vod: z.boolean(),
  codecs: codecsSchema,
  /** Input priority when several inputs match a source. */
  priority: z.number().optional(),
  build_condition: z.string().optional(),
  options: z.array(optionSchema),
  /** The upstream files these facts were read from; see `sourcesValue`. */
  sources: sourcesValue.optional(),
});

/**
 * A stream output (MistOut* binary).
 * @example { name: 'RTMP', binary: 'MistOutRTMP', default_port: 1935, port_protocol: 'tcp', codecs: {...}, playback_urls: ['rtmp://HOST:1935/play/STREAM'], push_urls: ['rtmp://*'], incoming_push: ['rtmp://HOST:1935/live/STREAM'], options: [] }
 */
export const outputFactsSchema = z.strictObject({
  name: z.string().min(1),
  binary: z.string().regex(/^Mist/, 'binary names start with Mist'),
  /** The port it listens on by default, or null when it is served through the HTTP output. */
  default_port: z.number().int().nullable(),
  port_protocol: z.enum(['tcp', 'udp']).optional(),
  codecs: codecsSchema,
  /** URL patterns a viewer plays from, with HOST and STREAM as placeholders. */
  playback_urls: z.array(z.string()),
  /** Target patterns it can push out to. */
  push_urls: z.array(z.string()),
  /** URL patterns an encoder can push into the server with, through this output. */
  incoming_push: z.array(z.string()).default([]),
  build_condition: z.string().optional(),
  options: z.array(optionSchema),
  /** The upstream files these facts were read from; see `sourcesValue`. */
  sources: sourcesValue.optional(),
});

/**
 * A stream process (MistProc* binary).
 * @example { name: 'AV', binary: 'MistProcAV', options: [] }
 */
export const processFactsSchema = z.strictObject({
  name: z.string().min(1),
  binary: z.string().regex(/^Mist/, 'binary names start with Mist'),
  build_condition: z.string().optional(),
  options: z.array(optionSchema),
  /** The upstream files these facts were read from; see `sourcesValue`. */
  sources: sourcesValue.optional(),
});

export type ApiCallFacts = z.output<typeof apiCallFactsSchema>;
export type TriggerFacts = z.output<typeof triggerFactsSchema>;
export type InputFacts = z.output<typeof inputFactsSchema>;
export type OutputFacts = z.output<typeof outputFactsSchema>;
export type ProcessFacts = z.output<typeof processFactsSchema>;
export type ReferenceOption = z.output<typeof optionSchema>;
