import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { FormSuccess } from './form-success';

const back = (href: string, label: string) => (
  <Button asChild variant="secondary">
    <a href={href}>
      <ArrowLeft aria-hidden />
      {label}
    </a>
  </Button>
);

const de = {
  title: 'Vielen Dank!',
  message: 'Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.',
  note: 'Wir beantworten jede Anfrage innerhalb von 24 Stunden.',
  action: back('/de', 'Zurück zur Startseite'),
};
const tr = {
  title: 'Teşekkürler!',
  message: 'Bekleme listesine eklendiniz. Seçtiğiniz hizmetler kullanıma sunulduğunda sizi bilgilendireceğiz.',
  note: 'Bu arada sorularınız mı var? Bize hello@example.com adresinden yazın.',
  action: back('/tr', 'Ana sayfaya dön'),
};

const meta = {
  title: 'Sections/FormSuccess',
  component: FormSuccess,
  args: {
    title: 'Thank you!',
    message: "Thank you for your submission! We'll be in touch soon.",
    note: 'We reply to every inquiry within 24 hours.',
    action: back('/en', 'Back to Home'),
  },
  parameters: { localeArgs: { de, tr } },
  decorators: [(Story) => <div className="mx-auto max-w-3xl p-4 sm:p-8">{Story()}</div>],
} satisfies Meta<typeof FormSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactThankYou: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Thank you!' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
  },
};
export const WaitlistJoined: Story = {
  args: { message: "You've been added to our waitlist!", note: 'Questions in the meantime? Write to us at hello@example.com.' },
};
export const LongGerman: Story = { args: de };
export const Turkish: Story = { args: tr };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
