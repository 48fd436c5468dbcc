// A machine's effects are provided by the app's wiring (src/app) or by a test. Until then each
// effect is this placeholder, which fails loudly and names what was not provided.
export const notProvided = (machine: string, actor: string) => () => Promise.reject(new Error(`${machine}: actor '${actor}' not provided`));
