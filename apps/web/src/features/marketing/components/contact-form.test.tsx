import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillRequired() {
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/First Name/, 'Grace');
  type(/Last Name/, 'Okoye');
  type(/Email Address/, 'grace@mercy.org');
  type(/Organization/, 'Mercy Health');
  type(/Message/, 'Please call me about a pilot.');
}

describe('ContactForm', () => {
  it('sends the draft with the default service interest and shows a confirmation', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: true, id: 1, receivedAt: '2025-01-01T00:00:00Z' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    expect((screen.getByLabelText('Service Interest') as HTMLSelectElement).value).toBe('ai-measurement');
    fillRequired();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body as string)).toMatchObject({
      firstName: 'Grace',
      organization: 'Mercy Health',
      serviceInterest: 'ai-measurement',
      phone: '',
    });
  });

  it('checks the draft with the server’s schema and shows its message beside the field, sending nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    fillRequired();
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'grace@' } });
    fireEvent.change(screen.getByLabelText(/First Name/), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!);
    const email = screen.getByLabelText(/Email Address/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Enter a valid email address, e.g. name@hospital.org',
    );
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the typed text and shows the server message when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: 'VALIDATION_ERROR', message: 'Enter a valid email address, e.g. name@hospital.org' },
            }),
            { status: 400 },
          ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    render(<ContactForm />);
    fillRequired();
    await user.selectOptions(screen.getByLabelText('Service Interest'), 'telehealth');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address, e.g. name@hospital.org');
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('Please call me about a pilot.');
    expect((screen.getByLabelText('Service Interest') as HTMLSelectElement).value).toBe('telehealth');
  });
});
