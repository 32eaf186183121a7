// The walls between the server's features (eslint.config.js, serverFeatureWall): a feature reaching into another
// feature's internals is a lint error; through that feature's index.ts it is not. Linted as if the text were a file
// of server/schedule, with the repository's own config.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function wallErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'server/schedule/wall-check.ts' });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server feature walls', () => {
  it('refuses a deep import from server/schedule into the catalog', async () => {
    const errors = await wallErrors("import { listSessions } from '../catalog/catalog-service.js';\nexport const x = listSessions;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/through its index\.ts only/);
  }, 60_000);

  it("accepts the catalog's index.ts, the cross-cutting folders and server/shared", async () => {
    const code = [
      "import { parsePaging } from '../catalog/index.js';",
      "import { ApiError } from '../errors.js';",
      "import { readSettings } from '../http/reads.js';",
      "import { buildScheduleEvent } from '../shared/schedule-events/event-build.js';",
      'export const x = [parsePaging, ApiError, readSettings, buildScheduleEvent];',
      '',
    ].join('\n');
    expect(await wallErrors(code)).toEqual([]);
  }, 60_000);
});
