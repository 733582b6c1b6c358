// Code loaded on demand (the screens, the map) can fail to arrive: the network drops, or a new
// deploy replaced the chunk an open tab asks for. Without a boundary React unmounts the whole
// app and leaves a blank page; with one, that part shows the error of spec section 8 with a
// reload link (which fetches the new chunks) and the rest keeps working.
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageError } from './PageError';

class ErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  // Another route may load fine, so going elsewhere tries again.
  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageError httpStatus={null} type="page">
        <ReloadLink />
      </PageError>
    );
  }
}

function ReloadLink() {
  const { t } = useTranslation();
  return <a href={window.location.href}>{t('app.reload')}</a>;
}

/** Suspense for code loaded on demand, with the loader while it loads and the error if it fails. */
export function LoadBoundary({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
