/**
 * `@theme/Tabs` and `@theme/TabItem` inside a component: the markup the page's own Tabs have (every
 * panel under its label), which the runtime turns into tabs.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  children?: ReactNode;
}

export function TabItem({ children, className }: TabItemProps) {
  return <div className={['tab-panel', className].filter(Boolean).join(' ')}>{children}</div>;
}

export default function Tabs({ children, groupId, defaultValue, className, values }: { children?: ReactNode; groupId?: string; defaultValue?: string; className?: string; values?: { value: string; label?: string }[] }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const labelOf = (p: TabItemProps) => p.label ?? values?.find((v) => v.value === p.value)?.label ?? p.value;
  const chosen = items.find((i) => i.props.value === defaultValue) ?? items.find((i) => i.props.default) ?? items[0];
  const id = `tabs-${groupId ?? 'c'}-${items.map((i) => i.props.value).join('-')}`.replace(/[^\w-]/g, '');
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')} id={id} data-group-id={groupId}>
      <div className="tabs-list" hidden>
        {items.map((item, i) => (
          <button key={i} type="button" className="tab" id={`${id}-tab-${i}`} data-value={item.props.value} data-default={item === chosen ? '' : undefined}>
            {labelOf(item.props)}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div key={i} className={['tab-panel', item.props.className].filter(Boolean).join(' ')} id={`${id}-panel-${i}`} data-tab={`${id}-tab-${i}`} data-value={item.props.value} data-default={item === chosen ? '' : undefined}>
          <p className="tab-panel-label">{labelOf(item.props)}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
