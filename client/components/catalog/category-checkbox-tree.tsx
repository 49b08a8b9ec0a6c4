import type { FilterNode } from '../../../shared/catalog/category-tree.ts';

/**
 * A checkbox per category, nested like the tree. The inputs carry name/value, so inside a
 * plain GET form they work without JavaScript; with it, each change calls onToggle.
 */
export function CategoryCheckboxTree({
  nodes,
  selected,
  onToggle,
  name,
  depth = 0,
}: {
  nodes: readonly FilterNode[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  name: string;
  depth?: number;
}) {
  return (
    <ul className={depth > 0 ? 'ml-5 border-l border-gray-200 pl-2' : ''}>
      {nodes.map((node) => (
        <li key={node.key}>
          <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1.5 text-sm hover:bg-gray-50">
            <input
              type="checkbox"
              name={name}
              value={node.data}
              checked={selected.has(node.data)}
              onChange={(event) => onToggle(node.data, event.target.checked)}
              className="h-4 w-4 accent-brand"
            />
            {node.label}
          </label>
          {node.children.length > 0 && (
            <CategoryCheckboxTree nodes={node.children} selected={selected} onToggle={onToggle} name={name} depth={depth + 1} />
          )}
        </li>
      ))}
    </ul>
  );
}
