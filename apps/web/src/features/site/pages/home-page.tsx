import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useSession } from '../../../lib/use-session';

const HIGHLIGHTS = [
  { title: 'Innovative', text: 'Modern platforms built with the tools that move businesses forward.' },
  { title: 'Secure', text: 'Security designed in from the first line, not bolted on at the end.' },
  { title: 'Future-ready', text: 'Solutions that scale with you as the digital world changes.' },
] as const;

export function HomePage() {
  const { isSignedIn } = useSession();
  return (
    <div className="mx-auto max-w-6xl px-4">
      <title>NexaTech · Technology solutions</title>
      <section className="py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-teal-300 uppercase">NexaTech</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-50 sm:text-5xl">
          Technology solutions that help your business grow in the digital world.
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-300">
          We deliver innovative, secure and future-ready technology solutions for businesses of every size.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {isSignedIn ? (
            <Link to="/my" className={buttonClasses('primary')}>
              Go to my account
            </Link>
          ) : (
            <>
              <Link to="/login" className={buttonClasses('primary')}>
                Log in
              </Link>
              <Link to="/register" className={buttonClasses('secondary')}>
                Sign up
              </Link>
            </>
          )}
        </div>
      </section>
      <section aria-label="Why NexaTech" className="grid gap-4 pb-16 sm:grid-cols-3">
        {HIGHLIGHTS.map((item) => (
          <div key={item.title} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
            <h2 className="text-lg font-semibold text-slate-50">{item.title}</h2>
            <p className="mt-2 text-slate-300">{item.text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
