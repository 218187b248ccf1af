import { EditorScreen } from '../features/editor';

/** /editor: the chart editor for the active local chart. */
export function EditorPage() {
  return <EditorScreen />;
}
