import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import type { LanguageOption } from './language-option';
import { LanguagePickerTrigger } from './language-picker-trigger';

interface LanguageMenuProps {
  value: string;
  options: readonly LanguageOption[];
  onChange: (code: string) => void;
  triggerLabel: string;
  className?: string;
}

/**
 * The Radix dropdown behind the picker. It mounts when the visitor first activates the picker, so it
 * starts open; afterwards it opens and closes as any dropdown (outside click and Escape close it).
 */
export default function LanguageMenu({ value, options, onChange, triggerLabel, className }: LanguageMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Radix keeps Tab inside the menu. The menu-button pattern closes the menu on Tab and lets focus
  // move on from the button, so the keyboard is never held: hand focus to the button (the menu
  // closes as focus leaves it) and keep Radix from cancelling the browser's own Tab.
  const tabOut = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    triggerRef.current?.focus();
  };
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild ref={triggerRef}>
        <LanguagePickerTrigger code={value} aria-label={triggerLabel} className={className} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="language-menu"
          align="end"
          sideOffset={8}
          onKeyDownCapture={tabOut}
          className="z-50 min-w-44 rounded-control border border-border-strong bg-surface-raised p-1.5 shadow-card data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
            {options.map((option) => (
              <DropdownMenu.RadioItem
                data-slot="language-menu-item"
                key={option.code}
                value={option.code}
                lang={option.code}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-foreground outline-none select-none data-[highlighted]:bg-background/70"
              >
                <span className="w-6 text-xs font-semibold text-subtle uppercase">{option.code}</span>
                <span className="flex-1">{option.label}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden className="size-4 text-accent-strong" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
