// The Lighthouse bench's ceiling (bench/lighthouse/run.ts): the least a Vite + React page can be, a heading and a
// paragraph rendered on the client by the same React, Vite and plugin the site uses.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>Bare Vite + React page</h1>
        <p>A heading and a paragraph, rendered on the client: what this machine scores without the site.</p>
      </main>
    </StrictMode>,
  );
}
