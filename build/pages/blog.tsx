import type { Content } from '../content';
import { planned, type Route } from '../route';

/** The blog index and its posts. */
export function blogRoutes(_content: Content): Route[] {
  return [
    planned('/blog', 'Blog'),
    planned('/blog/smart-tv-vs-android-box', 'Smart TV vs Android box'),
    planned('/blog/strong-leap-s3-vs-s3-pro', 'Strong Leap S3 vs S3 Pro'),
  ];
}
