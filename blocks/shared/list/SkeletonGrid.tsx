// What a list of cards shows while its first page loads: six card-sized placeholders in the list's own grid.
import { Skeleton } from '../../../ui';

export function SkeletonGrid({ className, height }: { className: string; height: string }) {
  return (
    <ul className={className}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Skeleton height={height} />
        </li>
      ))}
    </ul>
  );
}
