import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReaderToolbar } from '@/components/news/reader-toolbar';
import { ReaderSkeleton } from '@/components/news/reader-states';
import { messagesFor } from '@/lib/i18n/messages';

type ToolbarProps = ComponentProps<typeof ReaderToolbar>;

/** The toolbar with its view, district filter, layout and preferred categories held in state. */
function Toolbar({ spy, category }: { spy: Partial<ToolbarProps>; category: ToolbarProps['category'] }) {
  const [view, setView] = useState<ToolbarProps['view']>('all');
  const [districtOnly, setDistrictOnly] = useState(false);
  const [layout, setLayout] = useState<ToolbarProps['layout']>('grid');
  const [preferred, setPreferred] = useState<ToolbarProps['preferredCategories']>([]);
  return (
    <ReaderToolbar
      category={category}
      panelId="articles"
      view={view}
      search=""
      bookmarkCount={2}
      district="Rohtas"
      districtOnly={districtOnly}
      layout={layout}
      preferredCategories={preferred}
      online
      onCategory={() => {}}
      onView={(v) => {
        spy.onView?.(v);
        setView(v);
      }}
      onSearch={() => {}}
      onDistrictOnly={(on) => {
        spy.onDistrictOnly?.(on);
        setDistrictOnly(on);
      }}
      onLayout={(l) => {
        spy.onLayout?.(l);
        setLayout(l);
      }}
      onTogglePreferred={(c) => {
        spy.onTogglePreferred?.(c);
        setPreferred((p) => (p.includes(c) ? p.filter((x) => x !== c) : [...p, c]));
      }}
    />
  );
}

function renderToolbar(category: ToolbarProps['category'] = '') {
  const spy = { onView: vi.fn(), onDistrictOnly: vi.fn(), onLayout: vi.fn(), onTogglePreferred: vi.fn() };
  render(
    <NextIntlClientProvider locale="en" messages={{ News: messagesFor('en').News }}>
      <Toolbar spy={spy} category={category} />
    </NextIntlClientProvider>,
  );
  return { ...spy, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name });

describe("the reader toolbar's toggles", () => {
  it('show the layout as a named group of two, one pressed, and switch it when the other is pressed', async () => {
    const { user, onLayout } = renderToolbar();
    const group = screen.getByRole('group', { name: 'Layout' });
    expect(group).toContainElement(button('Grid'));
    expect(button('Grid')).toHaveAttribute('aria-pressed', 'true');
    expect(button('List')).toHaveAttribute('aria-pressed', 'false');

    await user.click(button('Grid'));
    expect(onLayout).not.toHaveBeenCalled();
    await user.click(button('List'));
    expect(onLayout).toHaveBeenCalledWith('list');
    expect(button('List')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Grid')).toHaveAttribute('aria-pressed', 'false');
  });

  it('are one stop of the Tab key per group, with the arrow keys between its toggles', async () => {
    const { user, onView } = renderToolbar();
    expect(button('Grid')).toHaveAttribute('tabindex', '0');
    expect(button('List')).toHaveAttribute('tabindex', '-1');
    act(() => button('Grid').focus());
    await user.keyboard('{ArrowRight}');
    expect(button('List')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Grid')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('List')).toHaveFocus();
    expect(button('List')).toHaveAttribute('tabindex', '0');
    expect(button('Grid')).toHaveAttribute('tabindex', '-1');

    act(() => button('All news').focus());
    await user.keyboard('{ArrowLeft}');
    expect(button('Bookmarks (2)')).toHaveFocus();
    await user.keyboard(' ');
    expect(onView).toHaveBeenCalledWith('bookmarks');
    expect(button('Bookmarks (2)')).toHaveAttribute('aria-pressed', 'true');
    expect(button('All news')).toHaveAttribute('aria-pressed', 'false');
  });

  it('turn the district filter and a preferred category on and off', async () => {
    const { user, onDistrictOnly, onTogglePreferred } = renderToolbar('sports');
    const district = button('Rohtas news');
    expect(district).toHaveAttribute('aria-pressed', 'false');
    await user.click(district);
    expect(onDistrictOnly).toHaveBeenLastCalledWith(true);
    expect(district).toHaveAttribute('aria-pressed', 'true');
    await user.click(district);
    expect(onDistrictOnly).toHaveBeenLastCalledWith(false);
    expect(district).toHaveAttribute('aria-pressed', 'false');

    const star = button('Show Sports first');
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(onTogglePreferred).toHaveBeenCalledWith('sports');
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the loading placeholder', () => {
  it('is one status that says the news is loading, and nothing to read inside it', () => {
    render(
      <NextIntlClientProvider locale="en" messages={{ News: messagesFor('en').News }}>
        <ReaderSkeleton />
      </NextIntlClientProvider>,
    );
    const status = screen.getByRole('status', { name: 'Loading news…' });
    expect(status.textContent?.trim()).toBe('');
  });
});
