'use client';
import { useSiteConfig } from './config/SiteConfigProvider';
import { pathOf } from '@/lib/content/page-paths';

type Props = { className?: string; onNavigate?: () => void; children?: React.ReactNode };

/** "News and Blogs": the external blog when BLOG_URL is set, otherwise the news pages. */
export function NewsLink({ className, onNavigate, children = 'News and Blogs' }: Props) {
  const blogUrl = useSiteConfig()?.blogUrl;
  if (blogUrl) {
    return (
      <a href={blogUrl} className={className} onClick={onNavigate}>
        {children}
      </a>
    );
  }
  return (
    <a href={pathOf('news')} className={className} onClick={onNavigate}>
      {children}
    </a>
  );
}
