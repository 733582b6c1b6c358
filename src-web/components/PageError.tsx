// The page errors of spec section 8, in the page where the load failed.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageErrorKeys, type PageType } from '../rules/page-errors';
import { usePageMeta, usePageStatus } from './page-meta';

export function PageError({ httpStatus, type, children }: { httpStatus: number | null; type: PageType; children?: ReactNode }) {
  const { t } = useTranslation();
  const keys = pageErrorKeys(httpStatus, type);
  const [heading, detail] = [t(keys.heading), t(keys.detail)];
  usePageMeta({ title: heading, noindex: true });
  // A load that failed without an answer (the network) is the server's failure to render it.
  usePageStatus(httpStatus ?? 500);
  return (
    <div className="page-error" role="alert">
      <h1>{heading}</h1>
      <p>{detail}</p>
      {children && <p>{children}</p>}
    </div>
  );
}
