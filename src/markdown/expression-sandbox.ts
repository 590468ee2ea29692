/**
 * Where MDX expressions run: a child process with a bounded heap and no file, process or network access
 * (Node's permission model), which keeps a `node:vm` context per file. A thread of this process asks it
 * synchronously, so the Markdown plugins stay synchronous: it posts the request to a small broker thread
 * and waits (Atomics.wait) until the broker, which talks to the child, has put the answer there. A child
 * that dies (its heap exhausted, or V8 aborting on an over-long array) or does not answer in time is
 * ended, that expression is reported, and the next one gets a new child. Nothing is started until the
 * first expression that needs running: sites without such expressions never start either.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { transformSync } from 'esbuild';

/** What a file's context is made from, as text: JSON for the values, source text for the declarations. */
export interface SandboxFile {
  frontMatter: string;
  props: string;
  toc: string;
  /** JSON of the URLs of the files the page names, by specifier. */
  files: string;
  /** The file's exported declarations and file imports, as statements. */
  declarations: string[];
}

/** The key of a stand-in for a component the page imports, in the sandbox: `{ [COMPONENT_KEY]: 'Card' }`. */
export const COMPONENT_KEY = '$$mistdocsComponent';
/**
 * How JSX made in the sandbox is written (its factory, `h(type, props, ...children)`): an element as data
 * (a fragment's type is FRAGMENT_SOURCE's string, an imported component's its name), and a component
 * the page defines (`export const Highlight = ({ children }) => <span>{children}</span>`) called in place.
 */
export const ELEMENT_SOURCE = `(t, p, ...c) => typeof t === "function" ? t({ ...(p || {}), children: c.length === 0 ? (p || {}).children : c.length === 1 ? c[0] : c }) : ({ $$element: 1, type: typeof t === "string" ? t : t && typeof t === "object" && typeof t["${COMPONENT_KEY}"] === "string" ? { component: t["${COMPONENT_KEY}"] } : null, props: p || {}, children: c })`;
export const FRAGMENT_SOURCE = '"#fragment"';

/** JSX written as calls of that factory (`__element`, `__fragment`, bound to ELEMENT_SOURCE and FRAGMENT_SOURCE where it runs); throws on a syntax error. */
export function jsxAsElementCalls(source: string, minify = false): string {
  return transformSync(source, { loader: 'jsx', jsxFactory: '__element', jsxFragment: '__fragment', ...(minify ? { minifyWhitespace: true } : {}) }).code;
}

/** `fn`: the value is a function (which stays in the sandbox; its value here is undefined). */
export type SandboxOutcome = { ok: true; value: unknown; fn?: boolean } | { ok: false; reason: string };

/** Longest an expression (or one of the file's exports) may run, promise jobs included, in milliseconds: wall time, so ample for a busy machine. */
export const TIME_LIMIT = 1000;
/** The most bytes of buffers (typed arrays, ArrayBuffer) one expression may make: they live outside the heap and its limit. */
const BUFFER_BYTES = 64 * 1024 * 1024;
/** The child's heap: ample for any page's expressions, small enough that a runaway one ends long before the build's memory does. */
const HEAP_MB = 128;
/** How long the broker waits for the child's answer before it ends the child (its startup on a busy machine included). */
const CHILD_MS = 10_000;
/** How long the calling thread waits for the broker: past the child's limit, only if the broker itself is stuck. */
const ANSWER_MS = CHILD_MS + 5_000;

interface Sandbox {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
  /** The files whose contexts this worker holds, with their ids there. */
  ids: WeakMap<SandboxFile, number>;
  /** Tells the child to let go of a file's context once nothing here holds the file (watch mode renders pages again and again). */
  finished: FinalizationRegistry<number>;
  next: number;
}

let sandbox: Sandbox | undefined;

/** Runs `code` (an expression) in the context of `file`, made on first use. */
export function evaluateInSandbox(file: SandboxFile, code: string): SandboxOutcome {
  const box = (sandbox ??= startSandbox());
  let id = box.ids.get(file);
  if (id === undefined) {
    id = box.next++;
    box.ids.set(file, id);
    box.finished.register(file, id);
    if (!ask(box, { op: 'open', id, file })) return stopped(false);
  }
  const reply = ask(box, { op: 'eval', id, code });
  return !reply || (!reply.ok && reply.reason === 'stopped') ? stopped(reply !== undefined) : reply;
}

/** Ends the broker and so its child (between builds, and in tests); the next expression starts new ones. */
export function closeSandbox(): Promise<number> | undefined {
  const box = sandbox;
  sandbox = undefined;
  return box?.worker.terminate();
}

/** The answer for an expression whose child died or overran; the broker itself is ended too when it did not answer. */
function stopped(brokerAnswered: boolean): SandboxOutcome {
  if (!brokerAnswered) void closeSandbox();
  return { ok: false, reason: `it was stopped: it used more than ${HEAP_MB} MB of memory or ran too long` };
}

/** Sends one message and waits for its answer; undefined when none came in time. */
function ask(box: Sandbox, message: object): SandboxOutcome | undefined {
  Atomics.store(box.flag, 0, 0);
  box.port.postMessage(message);
  Atomics.wait(box.flag, 0, 0, ANSWER_MS);
  return receiveMessageOnPort(box.port)?.message as SandboxOutcome | undefined;
}

function startSandbox(): Sandbox {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const child = `(${sandboxChild.toString()})(${TIME_LIMIT}, ${BUFFER_BYTES})`;
  const args = ['--no-warnings', '--experimental-permission', '--disallow-code-generation-from-strings', `--max-old-space-size=${HEAP_MB}`, '--stack-size=2000', '-e', child];
  const worker = new Worker(`(${sandboxBroker.toString()})(${JSON.stringify({ args, childMs: CHILD_MS })})`, { eval: true, workerData: { port: port2, flag }, transferList: [port2] });
  // A broker that fails is noticed by the waiting thread (no answer) and replaced.
  worker.on('error', () => undefined);
  worker.unref();
  port1.unref();
  const finished = new FinalizationRegistry<number>((id) => port1.postMessage({ op: 'close', id }));
  return { worker, port: port1, flag, ids: new WeakMap(), finished, next: 0 };
}

/**
 * The broker thread's code, sent as text: it starts the child, passes each request on as a line of JSON,
 * and wakes the waiting thread with the answer, or with "stopped" when the child died or overran. A new
 * child is told again about the files the requests name before it evaluates anything of them.
 */
/* c8 ignore start */
function sandboxBroker(options: { args: string[]; childMs: number }): void {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  const { spawn } = require('node:child_process') as typeof import('node:child_process');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const { port, flag } = workerData as { port: MessagePort; flag: Int32Array };
  type Reply = { ok: boolean; reason?: string; value?: unknown };
  let child: import('node:child_process').ChildProcess | undefined;
  let buffered = '';
  let waiting: ((reply: Reply | undefined) => void) | undefined;
  const opened = new Set<number>();
  const files = new Map<number, unknown>();
  const answer = (reply: Reply) => {
    port.postMessage(reply);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  };
  const start = () => {
    const started = spawn(process.execPath, options.args, { stdio: ['pipe', 'pipe', 'ignore'], env: {} });
    started.stdout!.setEncoding('utf8').on('data', (text: string) => {
      buffered += text;
      for (let end = buffered.indexOf('\n'); end !== -1; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        const done = waiting;
        waiting = undefined;
        done?.(JSON.parse(line) as Reply);
      }
    });
    started.on('exit', () => {
      if (child === started) child = undefined;
      const done = waiting;
      waiting = undefined;
      done?.(undefined);
    });
    started.stdin!.on('error', () => undefined);
    opened.clear();
    buffered = '';
    return started;
  };
  /** Sends one request to the child; resolves with its reply, or undefined when it died or overran (then it is ended). */
  const send = (message: object) =>
    new Promise<Reply | undefined>((resolve) => {
      const running = (child ??= start());
      const timer = setTimeout(() => {
        waiting = undefined;
        running.kill('SIGKILL');
        resolve(undefined);
      }, options.childMs);
      waiting = (reply) => {
        clearTimeout(timer);
        resolve(reply);
      };
      running.stdin!.write(`${JSON.stringify(message)}\n`);
    });
  let queue = Promise.resolve();
  port.on('message', (message: { op: 'open' | 'eval' | 'close'; id: number; file?: unknown; code?: string }) => {
    queue = queue.then(async () => {
      if (message.op === 'close') {
        // Nobody waits for this one.
        files.delete(message.id);
        if (child && opened.delete(message.id)) await send(message);
        return;
      }
      if (message.op === 'open') {
        files.set(message.id, message.file);
        return answer({ ok: true });
      }
      if (!child || !opened.has(message.id)) {
        const ready = await send({ op: 'open', id: message.id, file: files.get(message.id) });
        if (!ready) return answer({ ok: false, reason: 'stopped' });
        opened.add(message.id);
      }
      answer((await send(message)) ?? { ok: false, reason: 'stopped' });
    });
  });
}

/**
 * The child's code, sent as text. Each file's context is made from JSON inside the context; each answer
 * is made into text inside it, under the time limit.
 */
function sandboxChild(timeLimit: number, bufferBytes: number): void {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const vm = require('node:vm') as typeof import('node:vm');
  const readline = require('node:readline') as typeof import('node:readline');
  const { types } = require('node:util') as typeof import('node:util');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const contexts = new Map<number, { context: import('node:vm').Context; setupError?: string }>();
  // displayErrors off: Node would read the stack of what a script throws to decorate it, outside the time
  // limit (a thrown Proxy whose traps loop, in a file's exports, held the child until it was killed).
  const limits = { timeout: timeLimit, filename: 'expression', displayErrors: false };

  /** Made in the context before any page code runs: it keeps its own JSON.stringify and String. */
  const helpers = `(function (frontMatter, props, toc, files) {
    const stringify = JSON.stringify, parse = JSON.parse, toText = String, ErrorType = Error;
    const constant = (name, value) => Object.defineProperty(globalThis, name, { value, writable: false, configurable: false });
    Object.defineProperty(globalThis, 'frontMatter', { value: parse(frontMatter), writable: true });
    Object.defineProperty(globalThis, 'props', { value: parse(props), writable: true });
    let tocValue;
    Object.defineProperty(globalThis, 'toc', { get: () => (tocValue ??= parse(toc)), configurable: true });
    const urls = parse(files);
    globalThis.require = (specifier) => {
      const name = toText(specifier);
      if (!Object.prototype.hasOwnProperty.call(urls, name)) throw new ErrorType("cannot require '" + name + "' at build time (only images and other files of the site, named by a string)");
      return { default: urls[name], __esModule: true };
    };
    const describe = (error) => {
      try {
        return error instanceof ErrorType ? toText(error.name) + ': ' + toText(error.message) : toText(error);
      } catch {
        return 'it threw a value that cannot be shown';
      }
    };
    // Nothing of page code may run after its time limit or hold memory outside the heap's limit: no finalizers
    // or weak references (their callbacks run later, unbounded), no shared memory, Atomics or WebAssembly, and
    // buffers (kept outside the heap) only up to bufferBytes an expression.
    for (const name of ['FinalizationRegistry', 'WeakRef', 'SharedArrayBuffer', 'Atomics', 'WebAssembly']) delete globalThis[name];
    for (const name of ['resize', 'transfer', 'transferToFixedLength']) delete ArrayBuffer.prototype[name];
    let bufferBudget = ${bufferBytes};
    const toBytes = (count, size) => {
      const n = Math.trunc(Number(count));
      return n > 0 ? n * size : 0;
    };
    const charge = (bytes) => {
      if (bytes > bufferBudget) throw new RangeError('it asked for ' + bytes + ' bytes of buffers, more than an expression may hold (' + ${bufferBytes} + ')');
      bufferBudget -= bytes;
    };
    const OriginalArrayBuffer = ArrayBuffer;
    const isBuffer = (value) => {
      try {
        OriginalArrayBuffer.prototype.slice.call(value, 0, 0);
        return true;
      } catch {
        return false;
      }
    };
    const guard = (Original, bytesOf) => {
      const guarded = new Proxy(Original, {
        construct(target, args, newTarget) {
          charge(bytesOf(args));
          return Reflect.construct(target, args, newTarget === guarded ? target : newTarget);
        },
      });
      Object.defineProperty(Original.prototype, 'constructor', { value: guarded, writable: false, configurable: false });
      Object.defineProperty(globalThis, Original.name, { value: guarded, writable: false, configurable: false });
    };
    guard(ArrayBuffer, ([length, options]) => Math.max(toBytes(length, 1), toBytes(options && options.maxByteLength, 1)));
    for (const Typed of [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array]) {
      const size = Typed.BYTES_PER_ELEMENT;
      guard(Typed, ([first]) => (first !== null && typeof first === 'object' ? (isBuffer(first) ? 0 : toBytes(first.length, size)) : toBytes(first, size)));
    }
    // Written by the worker with what page code threw (a data property page code cannot make an accessor).
    Object.defineProperty(globalThis, '__mistdocsThrown', { value: undefined, writable: true, configurable: false });
    Object.defineProperty(globalThis, '__mistdocsDescribing', { value: false, writable: true, configurable: false });
    constant('__mistdocs', Object.freeze({
      out(value) {
        const kind = typeof value;
        if (kind === 'function') return stringify({ ok: true, fn: true });
        if (kind === 'undefined' || kind === 'symbol') return stringify({ ok: true });
        if (kind === 'bigint') return stringify({ ok: true, text: toText(value) });
        let json;
        try {
          json = stringify(value);
        } catch (error) {
          return stringify({ ok: false, reason: 'its value cannot be turned into data: ' + describe(error) });
        }
        return stringify({ ok: true, json });
      },
      fail: (error) => stringify({ ok: false, reason: describe(error) }),
      /**
       * Runs one expression: what it throws is caught and described here, inside the context and its time
       * limit, so no value of page code reaches the worker (Node reads a thrown object's properties with no
       * limit: a Proxy whose traps loop stalled the child).
       */
      evaluate(expression) {
        bufferBudget = ${bufferBytes};
        let value;
        try {
          value = expression();
        } catch (error) {
          globalThis.__mistdocsDescribing = true;
          const reason = describe(error);
          globalThis.__mistdocsDescribing = false;
          return stringify({ ok: false, reason });
        }
        return this.out(value);
      },
    }));
  })`;

  /**
   * Whether the build stopped the script: read without touching what page code threw, which outside its
   * context runs with no time limit (a Proxy whose traps loop stalled the child until it was killed).
   */
  const timedOut = (error: unknown): boolean => {
    if (!types.isNativeError(error) || types.isProxy(error)) return false;
    return Object.getOwnPropertyDescriptor(error, 'code')?.value === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
  };
  const run = (context: import('node:vm').Context, script: string, filename: string): unknown => vm.runInContext(script, context, { ...limits, filename });
  /** What a failure in page code says: a timeout is the build's own error; anything else is described inside the context. */
  const failure = (context: import('node:vm').Context, error: unknown): string => {
    if (timedOut(error)) {
      const describing = (context as Record<string, unknown>)['__mistdocsDescribing'] === true;
      (context as Record<string, unknown>)['__mistdocsDescribing'] = false;
      return describing ? `it threw a value whose description ran longer than ${timeLimit} ms` : `it ran longer than ${timeLimit} ms and was stopped`;
    }
    try {
      (context as Record<string, unknown>)['__mistdocsThrown'] = error;
      return JSON.parse(run(context, '__mistdocs.fail(__mistdocsThrown)', 'error') as string).reason as string;
    } catch (inner) {
      // Describing what it threw ran away too (a toString that loops).
      return timedOut(inner) ? `it threw a value whose description ran longer than ${timeLimit} ms` : 'it failed in a way that cannot be shown';
    }
  };

  const open = (id: number, file: { frontMatter: string; props: string; toc: string; files: string; declarations: string[] }) => {
    const context = vm.createContext(Object.create(null) as object, { codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate' });
    (run(context, helpers, 'setup') as (...args: string[]) => void)(file.frontMatter, file.props, file.toc, file.files);
    const entry: { context: import('node:vm').Context; setupError?: string } = { context };
    for (const statement of file.declarations) {
      try {
        run(context, statement, 'exports');
      } catch (error) {
        entry.setupError ??= `the file's exports failed: ${failure(context, error)}`;
      }
    }
    contexts.set(id, entry);
    return { ok: true };
  };

  const evaluate = (id: number, code: string) => {
    const entry = contexts.get(id);
    if (!entry) return { ok: false, reason: 'its file could not be set up' };
    let answer: { ok: boolean; json?: string; text?: string; fn?: boolean; reason?: string };
    try {
      answer = JSON.parse(run(entry.context, `__mistdocs.evaluate(() => (${code}\n))`, 'expression') as string);
    } catch (error) {
      answer = { ok: false, reason: failure(entry.context, error) };
    }
    if (!answer.ok) {
      const reason = answer.reason ?? 'it failed';
      return { ok: false, reason: entry.setupError && /is not defined|before initialization/.test(reason) ? `${reason} (${entry.setupError})` : reason };
    }
    return { ok: true, value: answer.json !== undefined ? JSON.parse(answer.json) : answer.text, ...(answer.fn ? { fn: true } : {}) };
  };

  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const message = JSON.parse(line) as { op: 'open' | 'eval' | 'close'; id: number; file?: never; code?: string };
    let reply: unknown;
    try {
      if (message.op === 'close') reply = { ok: contexts.delete(message.id) };
      else reply = message.op === 'open' ? open(message.id, message.file!) : evaluate(message.id, message.code!);
    } catch (error) {
      reply = { ok: false, reason: `its context could not be made (${(error as Error)?.message})` };
    }
    process.stdout.write(`${JSON.stringify(reply)}\n`);
  });
  lines.on('close', () => process.exit(0));
}
/* c8 ignore stop */
