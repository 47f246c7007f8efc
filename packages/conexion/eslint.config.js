// The browser's connection to the server (tRPC links, React Query client), shared by both portals: layer `app`.
import { defineConfig } from '@talento/tooling/eslint';

export default defineConfig({ tsconfigRootDir: import.meta.dirname, capa: 'app', browser: true });
