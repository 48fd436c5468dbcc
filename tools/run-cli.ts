// How the command-line tools end: the exit code main() returns, or the error's message (with the
// usage when an option is unknown) and exit code 1.
export function runCli(main: () => Promise<number>, usage: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      if ((error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') console.error(usage);
      process.exit(1);
    },
  );
}
