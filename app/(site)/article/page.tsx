import { redirect } from 'next/navigation';

/** /article without an id goes to the list (the site's rule). */
export default function ArticleWithoutId() {
  redirect('/articles');
}
