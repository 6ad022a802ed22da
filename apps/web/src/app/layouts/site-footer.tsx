export const COMPANY_SENTENCE =
  'NexaTech delivers innovative, secure and future-ready technology solutions that help businesses grow in the digital world.';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-slate-400 sm:flex-row sm:justify-between">
        <p className="max-w-xl">{COMPANY_SENTENCE}</p>
        <p>© {new Date().getFullYear()} NexaTech</p>
      </div>
    </footer>
  );
}
