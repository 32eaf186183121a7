import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs in the same process in production (`npm start`); in `npm run dev` Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:8080' } },
  preview: { host: '127.0.0.1' },
  build: { outDir: 'dist/site', sourcemap: true, manifest: true },
});
