/**
 * The options of Node with which the server runs: `npm start` (package.json) and every test that starts the built
 * server pass these, and the web processes of TALENTO_PROCESOS inherit them (cluster forks with the primary's options).
 * A test compares this list with the start script, so the two cannot drift apart.
 *
 * `--experimental-async-context-frame`: AsyncLocalStorage on V8's continuation context instead of async_hooks. MikroORM
 * keeps its transaction context in an AsyncLocalStorage; with async_hooks, once the first transaction had run, every
 * promise of the process (a request makes hundreds) paid an init, before and after hook: 6–10 % of the server's CPU per
 * request, measured build against build under the reportes bench. Node 24 makes it the default; in Node 22 (the
 * version the repository pins) it takes the flag.
 */
export const OPCIONES_NODE_SERVIDOR: readonly string[] = ['--experimental-async-context-frame'];
