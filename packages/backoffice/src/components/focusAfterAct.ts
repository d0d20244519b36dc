/**
 * Where focus goes after a staff act whose dialog closed. The act's button may be gone: its row left the queue (a
 * decision), or the row shows another state (a wire waiting for approval). Focus then goes, in order, to:
 * the button itself if it is still there; another action beside it (the row's remaining act); the first action of
 * the next row (the same column) that has one; the first action of the next item of the list (a registration);
 * else the page's heading. Never left on <body>.
 */
export interface ActPlace {
  trigger: HTMLElement;
  /** The element holding the act's buttons (an actions group or the table cell). */
  group: HTMLElement | null;
  row: HTMLTableRowElement | null;
  rowIndex: number;
  cellIndex: number;
  table: HTMLTableElement | null;
  item: HTMLLIElement | null;
  itemIndex: number;
  list: HTMLElement | null;
}

const ACTION = 'button:not([disabled]):not([aria-disabled="true"])';

/** Notes where an act starts (when its button is pressed), while its row is still there. */
export function rememberActPlace(trigger: HTMLElement): ActPlace {
  const row = trigger.closest('tr');
  const table = trigger.closest('table');
  const cell = trigger.closest('td, th');
  const item = trigger.closest('li');
  const list = item?.parentElement ?? null;
  return {
    trigger,
    group: trigger.parentElement,
    row,
    rowIndex: row && table ? bodyRows(table).indexOf(row) : -1,
    cellIndex: cell instanceof HTMLTableCellElement ? cell.cellIndex : -1,
    table,
    item,
    itemIndex: item && list ? [...list.children].indexOf(item) : -1,
    list,
  };
}

function bodyRows(table: HTMLTableElement): HTMLTableRowElement[] {
  return [...table.tBodies].flatMap((body) => [...body.rows]);
}

function firstAction(root: Element | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(ACTION) ?? null;
}

/** The element focus should go to now (the DOM as the act left it). */
function actFocusTarget(place: ActPlace): HTMLElement | null {
  if (place.trigger.isConnected) return place.trigger;
  // Another act of the same row (or group): the Complete gone, its Reject still there.
  if (place.group?.isConnected && place.group !== place.row) {
    const beside = firstAction(place.group);
    if (beside) return beside;
  }
  if (place.table?.isConnected && place.rowIndex >= 0) {
    const rows = bodyRows(place.table);
    // The row gone, the next one took its index; the row still there (another state), the next is after it.
    const start = place.row?.isConnected ? rows.indexOf(place.row) + 1 : place.rowIndex;
    for (const row of rows.slice(start)) {
      const cell = place.cellIndex >= 0 ? row.cells[place.cellIndex] : row;
      const action = firstAction(cell);
      if (action) return action;
    }
  }
  if (place.list?.isConnected && place.itemIndex >= 0) {
    const items = [...place.list.children];
    const start = place.item?.isConnected ? items.indexOf(place.item) + 1 : place.itemIndex;
    for (const item of items.slice(start)) {
      const action = firstAction(item);
      if (action) return action;
    }
  }
  return place.trigger.ownerDocument.querySelector<HTMLElement>('main h1');
}

/**
 * After the act's dialog has closed and the page has shown the act's result (two frames: React's commit, then the
 * dialog's own focus restore), moves focus as actFocusTarget says; then `after` (the toast said again: the focus
 * move cuts off a live message that started before it).
 */
export function focusAfterAct(place: ActPlace, after?: () => void) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const target = actFocusTarget(place);
      if (target && target !== target.ownerDocument.activeElement) target.focus();
      after?.();
    }),
  );
}
