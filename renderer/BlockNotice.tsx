import type { ReactNode } from 'react';
import type { BlockRequirements } from './visibility';

/** A notice only editors see in place of (or above) a block. */
export function BlockNotice({
  kind,
  message,
  children,
}: {
  kind: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="rb-notice" role="note" data-testid={`block-notice.${kind}`}>
      <p style={{ margin: 0 }}>{message}</p>
      {children}
    </div>
  );
}

const list = (items: readonly string[]) => items.join(', ');

/** What a block needs to be visible; shown to editors instead of hiding the block. */
export function RequirementsNotice({
  id,
  requirements: r,
  visible,
}: {
  id: string;
  requirements: BlockRequirements;
  visible: boolean;
}) {
  return (
    <BlockNotice
      kind="requirements"
      message={`Component [${id}] ${visible ? 'is visible to the current viewer' : 'is hidden from the current viewer'}. It is shown only when:`}
    >
      <ul>
        {r.blockedScopes.length > 0 && (
          <li>
            no scope of {list(r.blockedScopes)} is held
            {r.heldBlockedScopes.length > 0 && ` (held: ${list(r.heldBlockedScopes)})`}
          </li>
        )}
        {r.requiredScopes.length > 0 && (
          <li>
            scopes {list(r.requiredScopes)} are all held
            {r.missingScopes.length > 0 && ` (missing: ${list(r.missingScopes)})`}
          </li>
        )}
        {r.requiredFeatures.length > 0 && (
          <li>
            features {list(r.requiredFeatures)} are all on
            {r.missingFeatures.length > 0 && ` (off: ${list(r.missingFeatures)})`}
          </li>
        )}
        {r.allowedPhases.length > 0 && (
          <li>
            the phase is one of {list(r.allowedPhases)}
            {!r.phaseAllowed && ' (not the current phase)'}
          </li>
        )}
      </ul>
    </BlockNotice>
  );
}
