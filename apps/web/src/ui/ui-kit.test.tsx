import { avatarInitials } from '@medprep/shared/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Avatar, avatarBackground } from './avatar';
import { Button } from './button';
import { Field } from './field';
import { Menu, menuItemClass } from './menu';
import { Modal } from './modal';
import { Pager } from './pager';
import { EmptyState, ErrorState } from './states';
import { ToastProvider, useToast } from './toast';

/** The colour a browser stores for a CSS colour string (jsdom normalises hsl to rgb). */
const normalised = (color: string) => {
  const probe = document.createElement('span');
  probe.style.backgroundColor = color;
  return probe.style.backgroundColor;
};

describe('Avatar', () => {
  it('shows up to two initials, fallback U, on the hue from the name length', () => {
    const { rerender } = render(<Avatar name="Priya Shah" />);
    const avatar = screen.getByTestId('avatar');
    expect(avatar).toHaveTextContent('PS');
    expect(avatar.style.backgroundColor).toBe(normalised(`hsl(${(10 * 23) % 360} 55% 40%)`));
    rerender(<Avatar name="Mary Anne van der Berg" />);
    expect(screen.getByTestId('avatar')).toHaveTextContent('MB');
    rerender(<Avatar name="" />);
    expect(screen.getByTestId('avatar')).toHaveTextContent('U');
    expect(screen.getByTestId('avatar').style.backgroundColor).toBe(normalised(avatarBackground('')));
    expect(avatarBackground(null)).toBe('hsl(200 55% 40%)');
    expect(avatarInitials('cher')).toBe('C');
  });
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Contact" onClose={() => setOpen(false)}>
        <a href="#one">First link</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('takes focus, keeps Tab inside, locks scrolling and gives focus back on close', async () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Contact' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    const link = screen.getByRole('link', { name: 'First link' });
    const close = screen.getByRole('button', { name: 'Close' });
    const body = screen.getByTestId('modal-body');
    expect(link).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    // The scrolling body is the first stop: long content scrolls by keyboard.
    expect(body).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });
});

function MenuHarness() {
  return (
    <>
      <Menu label="Profile" buttonLabel="Open profile menu" button={<span>AK</span>}>
        {(close) => (
          <>
            <a role="menuitem" href="#a" className={menuItemClass}>
              Alpha
            </a>
            <a role="menuitem" href="#b" className={menuItemClass}>
              Beta
            </a>
            <button type="button" role="menuitem" onClick={close}>
              Gamma
            </button>
          </>
        )}
      </Menu>
      <button type="button">Outside</button>
    </>
  );
}

const renderMenu = () =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <MenuHarness /> }])} />);

describe('Menu', () => {
  it('opens with aria-expanded, moves with the arrow keys, Home and End, and closes on Escape', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Open profile menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Profile' })).toBeInTheDocument();
    const [alpha, beta, gamma] = screen.getAllByRole('menuitem');
    expect(alpha).toHaveFocus();
    // Each key, then the item it moves to: down, to the end, down wraps to the top, up wraps to the end, home.
    const moves = [
      ['{ArrowDown}', beta],
      ['{End}', gamma],
      ['{ArrowDown}', alpha],
      ['{ArrowUp}', gamma],
      ['{Home}', alpha],
    ] as const;
    for (const [key, item] of moves) {
      await userEvent.keyboard(key);
      expect(item).toHaveFocus();
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when Tab leaves it and when an item closes it', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Open profile menu' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Gamma' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Field', () => {
  it('wires the label, the hint and the error for assistive technology', () => {
    render(<Field label="Email" hint="We never share it." error="Please enter a valid email address." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email address.');
  });
});

describe('Button, Pager and states', () => {
  it('keeps a busy button focusable, marks it busy and ignores its clicks', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <Button loading={false} onClick={onClick}>
        Save
      </Button>,
    );
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores a second click while the promise its onClick returned is pending', async () => {
    let finish: () => void = () => {};
    const onClick = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<Button onClick={onClick}>Buy</Button>);
    const button = screen.getByRole('button', { name: 'Buy' });
    await userEvent.dblClick(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await act(async () => finish());
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit its form again while busy', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit" loading>
          Log in
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.type(screen.getByLabelText('Email'), 'a{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows 'Page N' between Previous and Next", async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} hasNextPage onPage={onPage} />);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pager page={3} hasNextPage={false} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('offers Retry on an error and an action on an empty state', async () => {
    const onRetry = vi.fn();
    render(
      <>
        <ErrorState message="Failed to load courses." onRetry={onRetry} />
        <EmptyState title="Nothing yet" action={<button type="button">Browse</button>} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load courses.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Saved', 'success')}>
      Save
    </button>
  );
}

describe('Toast', () => {
  it('announces a message and lets it be dismissed', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('removes a toast by itself after a while', async () => {
    vi.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <Trigger />
        </ToastProvider>,
      );
      act(() => screen.getByRole('button', { name: 'Save' }).click());
      expect(screen.getByRole('status')).toHaveTextContent('Saved');
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
