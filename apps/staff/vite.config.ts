import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    tailwindcss(),
    // Every script, style and icon past 1 KB also written as .br and .gz at their best level, once, at build time: the
    // server sends those files as they are (apps/server/src/http/spa.ts) instead of compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: { port: 5173, proxy: { '/trpc': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
});
