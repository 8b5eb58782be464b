import { DataError, type ErrorCode } from '@zk/data';
import { fixtureAdapters } from '@zk/data/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test-support/render-site';
import { DashboardCountdowns } from './dashboard-countdowns';

/** The dashboard's countdowns in a language, with a server that refuses every new countdown with `refusal`. */
function refusingServer(language: 'de' | 'tr', refusal: DataError) {
  const { adapters } = fixtureAdapters();
  const countdowns = { ...adapters.countdowns, create: () => Promise.reject(refusal) };
  renderAt(<DashboardCountdowns />, { path: `/${language}/admin/dashboard`, adapters: { ...adapters, countdowns }, language });
}

async function createCountdown(title: string, date: string, submit: string) {
  await userEvent.type(screen.getByLabelText(title), 'Frühjahrsangebot');
  fireEvent.change(screen.getByLabelText(date), { target: { value: '2026-03-01T09:00' } });
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

describe('server errors by code', () => {
  it('shows a German operator the German text for the code, not the server’s English message', async () => {
    refusingServer('de', new DataError('validation_failed', 'title: Too big: expected string to have <=120 characters', 422));
    await createCountdown('Titel', 'Zieldatum und Uhrzeit', 'Countdown anlegen');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Einige Angaben fehlen oder sind ungültig. Bitte prüfen Sie sie und versuchen Sie es erneut.');
    expect(alert.textContent).not.toMatch(/Too big|expected/);
  });

  it('shows the translated generic text for a code the copy does not know', async () => {
    refusingServer('tr', new DataError('quota_exceeded' as ErrorCode, 'Quota exceeded for this month', 429));
    await createCountdown('Başlık', 'Hedef tarih ve saat', 'Geri sayım oluştur');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bir şeyler ters gitti. Lütfen tekrar deneyin.');
    expect(alert.textContent).not.toMatch(/Quota/);
  });
});
