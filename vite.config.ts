import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(root, 'client'),
  envDir: root,
  envPrefix: 'VITE_',
  publicDir: path.join(root, 'client/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': path.join(root, 'client/src'),
      '@shared': path.join(root, 'shared'),
    },
  },
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    // The manifest lets bench/ measure exactly what each route loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  test: {
    root,
    include: ['{client,server,shared,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: [path.join(root, 'vitest.setup.ts')],
    globalSetup: [path.join(root, 'vitest.global-setup.ts')],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
