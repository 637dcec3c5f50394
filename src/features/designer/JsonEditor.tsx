import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import Box from '@mui/material/Box';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, hoverTooltip, keymap, lineNumbers } from '@codemirror/view';
import { disableErrorLogging } from 'best-effort-json-parser';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { DEFINITION_SCHEMA } from '../../engine/definition/definitionSchema';

// The schema help reads half-typed JSON on every keystroke; its parser would log each incomplete text as an error.
disableErrorLogging();

/** A mark in the editor: a range and what is wrong there. */
export interface EditorMarker {
  from: number;
  to: number;
  message: string;
  severity: 'error' | 'warning';
}

/** What the page may do with the editor. */
export interface JsonEditorHandle {
  /** Selects a range, scrolls it into view and focuses the editor. */
  focusRange(from: number, to: number): void;
}

export interface JsonEditorProps {
  value: string;
  onChange?: (text: string) => void;
  /** Ctrl/Cmd+S in the editor. */
  onSave?: () => void;
  readOnly?: boolean;
  /** Completion and hover help from the report definition schema. */
  withSchema?: boolean;
  markers?: EditorMarker[];
  /** Accessible name of the editor. */
  label: string;
  height?: number | string;
  handle?: Ref<JsonEditorHandle>;
  testId?: string;
}

/** Common look of the designer's editors (the MUI font and an outlined box). */
export const editorTheme: Extension = EditorView.theme({
  '&': { fontSize: '13px', height: '100%' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-tooltip.cm-tooltip-hover': { maxWidth: '480px', padding: '4px 8px' },
});

/** The extensions of a read-only JSON view (standard, effective result, versions). */
export const readOnlyJson: Extension = [lineNumbers(), foldGutter(), json(), syntaxHighlighting(defaultHighlightStyle), EditorState.readOnly.of(true), EditorView.editable.of(false), editorTheme];

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

/** A CodeMirror 6 JSON editor: schema completion and hover help, error markers set by the page, controlled text. */
export function JsonEditor({ value, onChange, onSave, readOnly = false, withSchema = false, markers, label, height = 'clamp(320px, 55vh, 720px)', handle, testId }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;

  useEffect(() => {
    const schemaExtensions: Extension = withSchema
      ? [stateExtensions(DEFINITION_SCHEMA as unknown as Parameters<typeof stateExtensions>[0]), jsonLanguage.data.of({ autocomplete: jsonCompletion() }), hoverTooltip(jsonSchemaHover())]
      : [];
    const editable: Extension = readOnly
      ? [EditorState.readOnly.of(true), EditorView.editable.of(false)]
      : [history(), closeBrackets(), indentOnInput(), autocompletion(), highlightActiveLine(),
        keymap.of([{ key: 'Mod-s', preventDefault: true, run: () => { onSaveRef.current?.(); return true; } }, ...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, indentWithTab])];
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(), highlightActiveLineGutter(), foldGutter(), lintGutter(), bracketMatching(), json(), syntaxHighlighting(defaultHighlightStyle),
          editable, schemaExtensions, editorTheme,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) onChangeRef.current?.(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // The editor is built once per mode; the text and the marks follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly, withSchema, label]);

  // A text set from outside (load, import, revert) replaces the document; the editor's own edits already match.
  useEffect(() => {
    const v = view.current;
    if (!v || v.state.doc.toString() === value) return;
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const max = v.state.doc.length;
    const diagnostics: Diagnostic[] = (markers ?? []).map((m) => ({ from: clamp(m.from, max), to: clamp(Math.max(m.to, m.from), max), severity: m.severity, message: m.message }));
    v.dispatch(setDiagnostics(v.state, diagnostics));
  }, [markers, value]);

  useImperativeHandle(handle, () => ({
    focusRange(from, to) {
      const v = view.current;
      if (!v) return;
      const max = v.state.doc.length;
      v.dispatch({ selection: { anchor: clamp(from, max), head: clamp(to, max) }, effects: EditorView.scrollIntoView(clamp(from, max), { y: 'center' }) });
      v.focus();
    },
  }), []);

  return (
    <Box ref={host} data-testid={testId}
      sx={{ height, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper', '& .cm-editor.cm-focused': { outline: 'none' } }} />
  );
}
