import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MaintenanceNotice } from '../../components/maintenance-notice';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollRestoration } from './scroll-restoration';
import './layout.css';

/** The frame of every route: skip link, header, the route's content and footer. */
export function Layout() {
  const texts = useTexts();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.common.skipToContent}
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <MaintenanceNotice />
        {/* While a screen's code loads on its first visit; later moves keep the last screen. */}
        <Suspense
          fallback={
            <div className="container page">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
