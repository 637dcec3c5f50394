import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

/** Keeps a definition that breaks the renderer from breaking the designer: the failure shows in place until the definition changes. */
export class PreviewBoundary extends Component<{ resetKey: string; title: string; children: ReactNode }, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override render() {
    if (this.state.error) return <Alert severity="error" data-testid="preview-failure"><strong>{this.props.title}</strong> {this.state.error.message}</Alert>;
    return this.props.children;
  }
}
