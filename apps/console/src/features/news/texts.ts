// The console's News page in English (docs/product.md#news, docs/decisions/017-translations.md); Spanish and Hindi in
// texts.{es,hi}.ts.
export const CONSOLE_NEWS_TEXTS = {
  'cnews.title': 'News',
  'cnews.description':
    'Posts for the public news pages. A new post is a draft only operators see; publish it to show it on the site. Every change is in the audit log.',
  'cnews.new': 'New post',
  'cnews.newTitle': 'New post',
  'cnews.editTitle': 'Edit “{{title}}”',
  'cnews.all': 'All news posts',
  'cnews.loading': 'Loading the news posts',
  'cnews.thePosts': 'the news posts',
  'cnews.thePost': 'the post',
  'cnews.none': 'No post yet. Write the first one with New post.',
  'cnews.draft': 'Draft',
  'cnews.published': 'Published',
  'cnews.byline': 'By {{author}} · changed {{date}}',
  'cnews.publishedOn': 'Published {{date}}',
  'cnews.edit': 'Edit',
  'cnews.field.title': 'Title',
  'cnews.field.slug': 'Web address',
  'cnews.field.slugHint': 'The post lives at /news/{{slug}}. It cannot change while the post is published.',
  'cnews.field.summary': 'Summary (shown in the lists and under the title)',
  'cnews.field.category': 'Category',
  'cnews.field.categoryHint':
    'The latest guide and latest on safety pages show the newest post of Guides and of Safety.',
  'cnews.field.tags': 'Tags, separated by commas',
  'cnews.field.body': 'Text (Markdown: ## heading, **bold**, - list item, [link](/faq))',
  'cnews.writeOrPreview': 'Text or preview',
  'cnews.write': 'Write',
  'cnews.preview': 'Preview',
  'cnews.previewLabel': 'Preview, as the site will show it',
  'cnews.save': 'Save',
  'cnews.saveDraft': 'Save draft',
  'cnews.publish': 'Publish',
  'cnews.unpublish': 'Unpublish',
  'cnews.delete': 'Delete draft',
  'cnews.view': 'Open on the site',
  'cnews.unpublishTitle': 'Unpublish “{{title}}”?',
  'cnews.unpublishText':
    'Visitors no longer see the post and its address answers “not found” until you publish it again. The audit log keeps a record.',
  'cnews.deleteTitle': 'Delete “{{title}}”?',
  'cnews.deleteText': 'The draft is deleted for good. The audit log keeps its title.',
  'cnews.languages': 'Languages',
  'cnews.languageSaved':
    'Its title, summary and text in this language are saved; the address, category and tags are set in English.',
  'cnews.languageMissing':
    'Not written in this language yet: its visitors read the English text. The form starts from it; the address, category and tags are set in English.',
  'cnews.behindNotice':
    'Behind the English text: {{languages}}. Visitors in these languages read older words, or the English text, until you save theirs.',
  'cnews.behindShort': 'Behind the English text: {{languages}}',
  'cnews.statusNote.draft': 'Draft: only operators see it.',
  'cnews.statusNote.published': 'Published: visitors see it now.',
} as const;
