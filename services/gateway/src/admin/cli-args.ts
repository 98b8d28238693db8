// Command-line parsing of the admin CLI. node's parseArgs reads `--api-key -Xy…` as an option
// followed by another option and refuses it as ambiguous, yet keys issued before the `vk_` prefix
// may start with '-' (base64url). Here a known option's next word is always its value (unless it
// is itself one of the known options), so `--api-key -Xy…` works as `--api-key=-Xy…` does.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type StringOptions = Record<string, { type: 'string' }>;

/** `--name value` of a known string option becomes `--name=value` before parseArgs reads it. */
export function joinOptionValues(argv: readonly string[], options: StringOptions): string[] {
  const known = new Set(Object.keys(options).map((name) => `--${name}`));
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i]!;
    if (word === '--') {
      joined.push(...argv.slice(i));
      break;
    }
    const value = argv[i + 1];
    if (known.has(word) && value !== undefined && !known.has(value) && value !== '--') {
      joined.push(`${word}=${value}`);
      i += 1;
    } else {
      joined.push(word);
    }
  }
  return joined;
}

/** parseArgs (strict, with positionals) over the joined words. */
export function parseCommandLine<Options extends StringOptions>(argv: readonly string[], options: Options) {
  const config = { args: joinOptionValues(argv, options), options, allowPositionals: true, strict: true } satisfies ParseArgsConfig;
  return parseArgs(config);
}
