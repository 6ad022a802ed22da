import { Card } from '../../../components/ui/card';
import { ContactForm } from '../components/contact-form';

// Invented details: the spec's page is static, and a real office must not be implied.
const CONTACT_DETAILS = [
  { label: 'Address', value: '221 Sample Street, Suite 4, Example City 10001' },
  { label: 'Phone', value: '+1 555 0100 200' },
  { label: 'Email', value: 'hello@nexatech.example', href: 'mailto:hello@nexatech.example' },
] as const;

export function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <title>Contact · NexaTech</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-50 sm:text-4xl">Contact us</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-300">
        Tell us about your project or question and we will answer by e-mail.
      </p>
      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="text-lg font-semibold text-slate-50">
            Contact details
          </h2>
          <p className="mt-1 text-sm text-amber-200">Sample: the address and phone number are placeholders.</p>
          <dl className="mt-5 space-y-4">
            {CONTACT_DETAILS.map((detail) => (
              <div key={detail.label}>
                <dt className="text-sm text-slate-400">{detail.label}</dt>
                <dd className="mt-0.5 text-slate-100">
                  {'href' in detail ? (
                    <a href={detail.href} className="text-teal-300 underline-offset-4 hover:underline">
                      {detail.value}
                    </a>
                  ) : (
                    detail.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card>
          <ContactForm />
        </Card>
      </div>
    </div>
  );
}
