import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The outline editor's words: tool names, hints and what each action answers in the status line
 * (workspace catalog messages, read with say()).
 */
export type OutlineTool = 'region' | 'brush' | 'eraser';

export const outlineCopy = {
  heading: msg`Adjust outline`,
  hintPhone: msg`Tap what is not the wound to drop it. Brush, snap and pinch to zoom; Save re-measures.`,
  hintWide: msg`Tap a region that is not the wound to drop it (tap again to keep it). Paint or erase with the brush, and snap the edge to the wound border. Pinch, scroll or use + / − to zoom. Saving re-measures the wound from your outline.`,
  tools: { region: msg`Tap region`, brush: msg`Brush`, eraser: msg`Eraser` } satisfies Record<
    OutlineTool,
    MessageDescriptor
  >,
  toolbar: msg`Outline tools`,
  actions: msg`Outline actions`,
  brushSize: msg`Size`,
  snap: msg`Snap to edge`,
  snapping: msg`Snapping…`,
  noMap: msg`This analysis has no model map to snap to`,
  keepLargest: msg`Keep the largest region only`,
  modelOutline: msg`AI outline`,
  clear: msg`Clear`,
  zoom: msg`Zoom`,
  zoomIn: msg`Zoom in`,
  zoomOut: msg`Zoom out`,
  canvas: msg`Wound outline drawing area`,
  photoAlt: msg({ message: 'Photo of {patient}’s wound being outlined', comment: 'patient: the patient’s name' }),
  viewportLabel: msg`Photo and outline (scroll to see all of it)`,
  undo: msg`Undo`,
  cancel: msg`Cancel`,
  save: msg`Save outline and re-measure`,
  saving: msg`Re-measuring…`,
  status: {
    painted: msg`Painted into the outline.`,
    erased: msg`Erased from the outline.`,
    noRegion: msg`No region there: tap inside an outlined area to drop it, or use the brush to add one.`,
    dropped: msg`Region dropped as not the wound. Tap it again to keep it.`,
    kept: msg`Region kept as part of the wound.`,
    keptLargest: msg`Kept the largest region; the others are dropped as not the wound.`,
    nothingToSnap: msg`Nothing to snap: the outline is empty.`,
    snapping: msg`Snapping the edge to the wound border…`,
    snapFailed: msg({ message: 'The edge could not be snapped: {reason}', comment: 'reason: why, in English' }),
    alreadySnapped: msg`The edge already follows the border the model sees.`,
    snapped: msg`Edge snapped to the wound border. Undo takes it back.`,
    undone: msg`Undone.`,
    backToModel: msg`Back to the model’s outline.`,
    cleared: msg`Outline cleared.`,
  },
  errors: {
    empty: msg`Paint the wound area before saving: the outline is empty.`,
    save: msg`Could not save the outline`,
    load: msg`Could not load the photo`,
    encode: msg`Could not encode the mask`,
    loadImage: msg({ message: 'Could not load {src}', comment: 'src: the image’s address' }),
  },
} as const;
