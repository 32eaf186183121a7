import { useId, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isContentEditor, useShell } from '../renderer';
import { useDocumentTitle } from './document-title';

/**
 * A tool as the page's content: its h1 (which the shell focuses after an in-site navigation) names it and the tab.
 * `before` stands above the heading (a way back to the tool's home).
 */
export function ToolPage({ title, className, before, children }: { title: string; className: string; before?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <section className={`ss-route-tool ${className}`} aria-labelledby={headingId}>
      {before}
      <h1 id={headingId} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * A content editors' tool (contenteditor or siteeditor): the route's gate asks for a sign-in, and anyone else past
 * it is sent to not found, as the other editing screens do. The server refuses their calls anyway.
 */
export function ContentEditorsOnly({ children }: { children: ReactNode }) {
  const shell = useShell();
  if (!isContentEditor(shell.scopes)) return <Navigate to={`/${shell.language}/notfound`} replace />;
  return children;
}
