// Venue rooms of the demo conference (Seattle convention center flavour).

export interface Room {
  roomId: string;
  name: string;
  capacity: number;
  /** Session types that are scheduled into this room. */
  uses: readonly ('keynote' | 'breakout' | 'theater' | 'roundtable' | 'hands-on-lab')[];
}

export const ROOMS: readonly Room[] = [
  { roomId: 'hall-a', name: 'Hall A – Main Stage', capacity: 5000, uses: ['keynote'] },
  ...Array.from({ length: 10 }, (_, i): Room => ({
    roomId: `room-${401 + i}`,
    name: `Room ${401 + i}`,
    capacity: 180 + (i % 4) * 60,
    uses: ['breakout'],
  })),
  ...Array.from({ length: 4 }, (_, i): Room => ({
    roomId: `theater-${i + 1}`,
    name: `Expo Theater ${i + 1}`,
    capacity: 80,
    uses: ['theater'],
  })),
  ...Array.from({ length: 4 }, (_, i): Room => ({
    roomId: `roundtable-${i + 1}`,
    name: `Roundtable Lounge, table ${i + 1}`,
    capacity: 12,
    uses: ['roundtable'],
  })),
  { roomId: 'learning-zone', name: 'Learning Zone (Hall B)', capacity: 300, uses: ['hands-on-lab'] },
];
