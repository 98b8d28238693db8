// npm run admin -- <command> [options]: manages managers, keys and limits (cli-command.ts). Prints
// exactly one line of JSON on success; a message on stderr and a non-zero exit on failure.
import { runCli } from './cli-command.ts';

process.exitCode = await runCli(process.argv.slice(2), process.env, process);
