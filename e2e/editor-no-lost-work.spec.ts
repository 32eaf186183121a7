// "No lost work": two content editors in two browser contexts on the real server. Editor A works from an
// older copy (its live updates are cut off) while editor B saves; A then forces its own change. Force means "mine
// wins on the fields both changed", never "my stale copy of every field": for a block save, a page (layout) save,
// a phase assignment and a push, what B saved in other fields, blocks or phases is still there afterwards.
// The blocks are those of the demo home page that editor-merge.spec.ts also restores; everything is put back.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DataModal, PagePushes, SitePage, Toolbar } from './pages';
import { axeViolations } from './support/axe';
import type { StoredBlock as HomeBlock } from './support/home-blocks';
import { apiSignIn } from './support/session';

test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });

const BLOCK = 'legacy-promo';
const PHASE = 'pre-event';
const OTHER_PHASE = 'post-event';

interface StoredBlock extends HomeBlock {
  parentId: string | null;
  slot: string | null;
}
interface StoredLayout {
  hash: string;
  components: StoredBlock[];
}

/** One editor's API access: the request context of that editor's own browser context, signed in as a content editor. */
class Editor {
  private constructor(
    readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async of(request: APIRequestContext): Promise<Editor> {
    return new Editor(request, await apiSignIn(request, 'contenteditor'));
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async layout(phase = PHASE, env = 'cont'): Promise<StoredLayout> {
    const res = await this.request.get(`/api/content/home--${phase}?env=${env}`, { headers: this.headers });
    expect(res.ok()).toBe(true);
    return (await res.json()) as StoredLayout;
  }

  async block(id = BLOCK, phase = PHASE, env = 'cont'): Promise<StoredBlock> {
    const block = (await this.layout(phase, env)).components.find((c) => c.componentId === id);
    if (!block) throw new Error(`no block ${id} in ${env} ${phase}`);
    return block;
  }

  saveBlock(block: StoredBlock, props: Record<string, unknown>, phase = PHASE, env = 'cont') {
    return this.request.put(`/api/content/component/${env}/home/${phase}/${block.componentId}/${block.component}/2026-12-02T06:00:00Z/normal`, {
      headers: this.headers,
      data: { originalHash: block.originalHash, changes: props },
    });
  }

  savePage(seen: StoredLayout, components: readonly StoredBlock[], { phase = PHASE, env = 'cont', force = false } = {}) {
    return this.request.put('/api/content/home', {
      headers: this.headers,
      data: { environment: env, phase, originalPageHash: seen.hash, components, force },
    });
  }

  assign(componentId: string, body: object) {
    return this.request.put(`/api/content/phase-assignment/cont/home/${componentId}`, { headers: this.headers, data: body });
  }

  /** Puts a layout back as it was (saved against what is stored now, so the merge makes it exactly that). */
  async restore(original: StoredLayout, phase = PHASE, env = 'cont'): Promise<void> {
    const res = await this.savePage(await this.layout(phase, env), original.components, { phase, env });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** A content editor's home page in edit mode, with the block's views open on JSON. */
const openJson = (page: Page) => DataModal.openOnHome(page, BLOCK, { jsonTimeout: 60_000 });

const saved = (page: Page) => new SitePage(page).toasts.getByText('Component settings saved successfully');
const mergeDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose which changes to keep' });

test('two editors: a forced block, page, phase-assignment and push write keeps everything the other editor saved elsewhere', async ({ page, browser }) => {
  test.setTimeout(600_000); // many steps, two browsers; the other spec group runs beside it
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const a = await Editor.of(page.request);
  const b = await Editor.of(pageB.request);
  const originals = {
    pre: await a.layout(PHASE),
    post: await a.layout(OTHER_PHASE),
    uat: await a.layout(PHASE, 'uat'),
  };
  const original = originals.pre.components.find((c) => c.componentId === BLOCK)!;
  try {
    // 1. Block: B changes heading and body; A, whose open form is older, changes only the heading and forces.
    await page.route('**/api/live**', (route) => route.abort());
    const formA = await openJson(page);
    const formB = await openJson(pageB);
    await formB.replaceJson({ ...original.props, heading: 'Heading by B', body: 'Body by B' });
    await formB.save.click();
    await expect(saved(pageB)).toBeVisible();
    await formA.replaceJson({ ...original.props, heading: 'Heading by A' });
    await formA.save.click();
    const dialog = mergeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: `${BLOCK} · heading` })).toContainText('TheirsHeading by B');
    await expect(dialog.getByRole('group', { name: `${BLOCK} · body` })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('no-lost-work-block-dialog.png') });
    await dialog.getByRole('button', { name: 'Force save: keep mine on these fields' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await a.block()).props.heading).toBe('Heading by A');
    // B's body, a field A never touched, is still B's.
    expect((await a.block()).props.body).toBe('Body by B');

    // 2. Page (layout): A moves the block up and changes its heading from an older read; B meanwhile saves the
    // heading and the body, and another block. A's forced layout save keeps B's body and B's other block.
    const seenByA = await a.layout();
    const topLevel = seenByA.components.filter((c) => c.parentId === null);
    const neighbour = topLevel[topLevel.findIndex((c) => c.componentId === BLOCK) - 1]!;
    const current = await b.block();
    expect((await b.saveBlock(current, { ...current.props, heading: 'Heading by B, again', body: 'Body by B, again' })).status()).toBe(200);
    const otherBlock = await b.block(neighbour.componentId);
    const otherChange = otherBlock.component === 'sectionHeading' ? { heading: 'Neighbour by B' } : { isDisabled: !otherBlock.props.isDisabled };
    expect((await b.saveBlock(otherBlock, { ...otherBlock.props, ...otherChange })).status()).toBe(200);
    const edited = seenByA.components.find((c) => c.componentId === BLOCK)!;
    const mine = seenByA.components.filter((c) => c.componentId !== BLOCK);
    mine.splice(mine.findIndex((c) => c.componentId === neighbour.componentId), 0, { ...edited, props: { ...edited.props, heading: 'Heading by A, moved' } });
    const stale = await a.savePage(seenByA, mine);
    expect(stale.status()).toBe(409);
    const forced = await a.savePage(seenByA, mine, { force: true });
    expect(forced.status(), await forced.text()).toBe(200);
    const afterPage = await a.layout();
    const ids = afterPage.components.map((c) => c.componentId);
    expect(ids.indexOf(BLOCK)).toBe(ids.indexOf(neighbour.componentId) - 1);
    const blockNow = afterPage.components.find((c) => c.componentId === BLOCK)!;
    expect(blockNow.props).toMatchObject({ heading: 'Heading by A, moved', body: 'Body by B, again' });
    expect(afterPage.components.find((c) => c.componentId === neighbour.componentId)!.props).toMatchObject(otherChange);

    // 3. Phase assignment: A removes a block from post-event from an older read; B meanwhile edited that block
    // there and another block there. Forced, the block goes and B's other change stays.
    const postSeen = await a.layout(OTHER_PHASE);
    const leaves = postSeen.components.filter((c) => c.parentId === null && !postSeen.components.some((x) => x.parentId === c.componentId));
    const [removed, postOther] = [leaves.at(-1)!, leaves[0]!];
    expect(removed.componentId).not.toBe(postOther.componentId);
    expect((await b.saveBlock(removed, { ...removed.props, isDisabled: !removed.props.isDisabled }, OTHER_PHASE)).status()).toBe(200);
    const postOtherChange = { isDisabled: !postOther.props.isDisabled };
    expect((await b.saveBlock(postOther, { ...postOther.props, ...postOtherChange }, OTHER_PHASE)).status()).toBe(200);
    // The assignment's target is post-event as read before B's saves.
    const assignment = {
      sourcePhase: 'live',
      block: { component: removed.component, parentId: null, slot: null, props: removed.props },
      targets: [{ phase: OTHER_PHASE, assign: false, originalPageHash: postSeen.hash }],
    };
    const staleAssign = await a.assign(removed.componentId, assignment);
    expect(staleAssign.status()).toBe(409);
    expect(await staleAssign.json()).toMatchObject({ details: { fields: [{ componentId: removed.componentId, path: '(block)', phase: OTHER_PHASE }] } });
    expect((await a.assign(removed.componentId, { ...assignment, force: true })).status()).toBe(200);
    const postAfter = await a.layout(OTHER_PHASE);
    expect(postAfter.components.map((c) => c.componentId)).not.toContain(removed.componentId);
    expect(postAfter.components.find((c) => c.componentId === postOther.componentId)!.props).toMatchObject(postOtherChange);

    // 4. Push: A reviews the push of this page to UAT; B then changes the block in UAT (the body, which the push
    // also changes, and a field the push leaves alone). A's forced push keeps B's other field.
    await page.unroute('**/api/live**');
    await page.reload();
    await new Toolbar(page).enterEditMode();
    const pushes = new PagePushes(page);
    await pushes.menu.scrollIntoViewIfNeeded();
    await expect(pushes.menu.getByRole('group', { name: 'To another environment' })).toBeVisible();
    await expect(pushes.menu.getByRole('list', { name: 'Environments compared with CONT' })).toContainText(/UAT: \d+ blocks? differs?/);
    expect(await axeViolations(page, '.page-push-menu')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('no-lost-work-push-section.png') });
    await pushes.pushAll.click();
    const review = pushes.confirmation('Push this page to UAT?');
    await expect(review.summary).toBeVisible();
    const uatBlock = await b.block(BLOCK, PHASE, 'uat');
    expect((await b.saveBlock(uatBlock, { ...uatBlock.props, body: 'UAT body by B', subheading: 'UAT subheading by B' }, PHASE, 'uat')).status()).toBe(200);
    await review.push('Push to UAT').click();
    const pushDialog = mergeDialog(page);
    await expect(pushDialog).toBeVisible();
    await expect(pushDialog.getByRole('group', { name: `${BLOCK} · body` })).toContainText('TheirsUAT body by B');
    await pushDialog.getByRole('button', { name: 'Force save: keep mine on these fields' }).click();
    await expect(new SitePage(page).toasts.getByText('Page content pushed to UAT.')).toBeVisible();
    const uatAfter = await a.block(BLOCK, PHASE, 'uat');
    expect(uatAfter.props).toMatchObject({ heading: 'Heading by A, moved', body: 'Body by B, again', subheading: 'UAT subheading by B' });
  } finally {
    await a.restore(originals.pre, PHASE);
    await a.restore(originals.post, OTHER_PHASE);
    await a.restore(originals.uat, PHASE, 'uat');
    await contextB.close();
  }
});
