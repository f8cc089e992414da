import { Extension, type CommandProps } from '@tiptap/core';
import type { ResolvedPos } from '@tiptap/pm/model';

/** docs/spec.md section 9: indent levels 1 to 8. */
export const MAX_INDENT = 8;
const BLOCKS = ['paragraph', 'heading'];
const INDENT_CLASS = /(?:^|\s)indent-([1-8])(?:\s|$)/;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** One level in: a list item nests under the one above, a paragraph or heading moves right. */
      indent: () => ReturnType;
      /** One level out. */
      outdent: () => ReturnType;
    };
  }
}

/** How deep the list item at `$pos` is nested: 0 outside lists, 1 in a top-level list. */
function listDepth($pos: ResolvedPos): number {
  let depth = 0;
  for (let d = $pos.depth; d > 0; d -= 1) if ($pos.node(d).type.name === 'listItem') depth += 1;
  return depth;
}

/** Moves every paragraph and heading in the selection `step` levels, within 0 to 8. */
const shiftBlocks =
  (step: number) =>
  ({ tr, dispatch }: CommandProps): boolean => {
    let changed = false;
    tr.doc.nodesBetween(tr.selection.from, tr.selection.to, (node, pos) => {
      if (!BLOCKS.includes(node.type.name)) return true;
      const current = Number(node.attrs.indent ?? 0);
      const next = Math.min(MAX_INDENT, Math.max(0, current + step));
      if (next === current) return false;
      changed = true;
      if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next || null });
      return false;
    });
    return changed;
  };

/**
 * Indent and outdent, by the toolbar or Tab / Shift-Tab. Lists nest (a nested list is the
 * list's own indent); paragraphs and headings carry `class="indent-N"`, which the sanitiser
 * keeps for N = 1..8 and the public pages turn into a left margin.
 */
export const Indent = Extension.create({
  name: 'indent',
  // Before the list item's own Tab, which would nest past level 8.
  priority: 110,

  addGlobalAttributes() {
    return [
      {
        types: BLOCKS,
        attributes: {
          indent: {
            default: null,
            parseHTML: (element) => {
              const level = INDENT_CLASS.exec(element.className)?.[1];
              return level ? Number(level) : null;
            },
            renderHTML: (attributes) =>
              attributes.indent ? { class: `indent-${attributes.indent}` } : {},
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      indent: () => (props) => {
        const depth = listDepth(props.state.selection.$from);
        if (depth === 0) return shiftBlocks(1)(props);
        return depth <= MAX_INDENT && props.commands.sinkListItem('listItem');
      },
      outdent: () => (props) =>
        listDepth(props.state.selection.$from) > 0
          ? props.commands.liftListItem('listItem')
          : shiftBlocks(-1)(props),
    };
  },

  addKeyboardShortcuts() {
    const inCode = () => this.editor.isActive('codeBlock');
    return {
      // Tab stays in the editor even at level 8 (it would otherwise leave mid-sentence);
      // Shift-Tab on unindented text moves the focus back to the toolbar as usual.
      Tab: () => !inCode() && (this.editor.commands.indent(), true),
      'Shift-Tab': () => !inCode() && this.editor.commands.outdent(),
    };
  },
});
