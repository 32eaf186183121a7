/**
 * The QA runs' reference images as files, beside the runs' captures: a cell's baseline (a copy of the approved
 * capture, so pruning old runs never takes a baseline with it) and a page's design per breakpoint (the upload as
 * sent, shown in the QA view, and a PNG of it that captures are compared with).
 */
import { ApiError } from '../errors.js';
import type { QaImageFiles } from './images.js';
import { cellFileName, cellKey, type Audience, type QaBreakpoint, type QaCell } from './matrix.js';
import type { QaEntry, QaReference } from './run.js';
import type { QaDesignRow, QaStore } from './store.js';

export interface QaDesign extends Omit<QaDesignRow, 'imagePath'> {
  imageUrl: string;
}

export type QaDesignUpload = Omit<QaDesign, 'imageUrl' | 'uploadedAt'> & { bytes: Buffer; comparePng: Buffer };

export type QaReferences = ReturnType<typeof createQaReferences>;

/** The PNG a design is compared by, beside the design's own file. */
const comparedPath = (designPath: string) => designPath.replace(/\.(png|jpg)$/, '.compare.png');

function entryCell(entry: QaEntry): QaCell {
  return { page: entry.page, phaseId: entry.phaseId, attendeeType: entry.attendeeType as Audience, breakpoint: entry.breakpoint as QaBreakpoint, fullPage: entry.fullPage };
}

export function createQaReferences(store: QaStore, images: QaImageFiles, environment: string) {
  const designOf = (row: QaDesignRow): QaDesign => {
    const { imagePath, ...design } = row;
    return { ...design, imageUrl: images.urlOf(imagePath) };
  };
  return {
    /** The approved capture of the cell, or null (its first capture then becomes the baseline). */
    async baselineFor(cell: QaCell): Promise<QaReference | null> {
      const path = await store.baselinePath(cellKey(cell));
      const png = path ? await images.get(path) : null;
      return path && png ? { png, imageUrl: images.urlOf(path) } : null;
    },
    /** Makes a completed capture of the run its cell's baseline. */
    async approve(runId: string, entry: QaEntry, by: string): Promise<void> {
      const bytes = await images.get(`${runId}/${cellFileName(entryCell(entry))}.website.png`);
      if (!bytes) throw new ApiError('notFound', { runId, key: entry.key }, `The capture ${entry.key} of run ${runId} has no image.`);
      const name = `baselines-${environment}/${entry.key.replace(/[^a-z0-9~_-]/gi, '_')}.png`;
      await images.put(name, bytes);
      await store.saveBaseline(entry.key, runId, name, by);
    },
    /** The design of the cell's page at its breakpoint, as the PNG captures are compared with, or null. */
    async designFor(cell: QaCell): Promise<QaReference | null> {
      const path = await store.designPath(cell.page, cell.breakpoint);
      if (!path) return null;
      const png = await images.get(comparedPath(path));
      return png ? { png, imageUrl: images.urlOf(path) } : null;
    },
    async designs(): Promise<QaDesign[]> {
      return (await store.designs()).map(designOf);
    },
    /** Keeps an upload (and its PNG to compare with) as the design of its page and breakpoint. */
    async saveDesign(upload: QaDesignUpload): Promise<QaDesign> {
      const { bytes, comparePng, ...design } = upload;
      const extension = design.contentType === 'image/png' ? 'png' : 'jpg';
      const name = `designs-${environment}/${design.page}~${design.breakpoint}.${extension}`;
      await images.put(name, bytes);
      await images.put(comparedPath(name), comparePng);
      return designOf(await store.saveDesign({ ...design, imagePath: name }));
    },
  };
}
