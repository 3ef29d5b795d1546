import type { VerificationChallenge } from '@dating/shared';
import type { ReactNode } from 'react';

/**
 * Original example drawings of the seven poses (docs/product.md#verification): one friendly face,
 * with the expression, gaze or hand the challenge asks for. Drawn as the member sees themselves in
 * the (mirrored) front-camera preview.
 */

const SKIN = '#f5c9a1';
const SKIN_LINE = '#c98b62';
const HAIR = '#3f2a1d';
const SHIRT = '#fb7185';
const INK = '#4a2c20';

type FaceProps = {
  /** Horizontal shift of eyes, nose and mouth (a turned head). */
  turn?: number;
  /** Where the pupils look, in px. */
  gaze?: { x: number; y: number };
  mouth?: 'smile' | 'grin';
  browsUp?: boolean;
};

function Face({ turn = 0, gaze = { x: 0, y: 0 }, mouth = 'smile', browsUp = false }: FaceProps) {
  const eyes = [51 + turn, 69 + turn];
  const browY = browsUp ? 41 : 44;
  return (
    <g>
      <path d="M20 120 C20 97 38 88 60 88 C82 88 100 97 100 120 Z" fill={SHIRT} />
      <rect x="52" y="74" width="16" height="16" fill={SKIN} />
      {turn > 0 && <ellipse cx="37" cy="52" rx="4" ry="7" fill={SKIN} stroke={SKIN_LINE} />}
      <ellipse cx="60" cy="50" rx="24" ry="28" fill={SKIN} stroke={SKIN_LINE} strokeWidth="1.5" />
      <path
        d="M35 47 C34 25 47 19 60 19 C75 19 86 27 85 47 C79 36 70 31 60 31 C50 31 41 36 35 47 Z"
        fill={HAIR}
      />
      {eyes.map((x) => (
        <g key={x}>
          <path
            d={`M${x - 5} ${browY} Q${x} ${browY - 3} ${x + 5} ${browY}`}
            stroke={HAIR}
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
          <ellipse cx={x} cy="50" rx="4.5" ry="3.2" fill="#fff" />
          <circle cx={x + gaze.x} cy={50 + gaze.y} r="2" fill={INK} />
        </g>
      ))}
      <path
        d={`M${60 + turn} 53 Q${57 + turn + turn / 2} 60 ${61 + turn} 62`}
        stroke={SKIN_LINE}
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      {mouth === 'grin' ? (
        <g>
          <path d={`M${49 + turn} 66 Q${60 + turn} 81 ${71 + turn} 66 Z`} fill="#9f1239" />
          <path
            d={`M${51 + turn} 67 L${69 + turn} 67 Q${66 + turn} 71 ${60 + turn} 71 Q${54 + turn} 71 ${51 + turn} 67 Z`}
            fill="#fff"
          />
        </g>
      ) : (
        <path
          d={`M${53 + turn} 68 Q${60 + turn} 72 ${67 + turn} 68`}
          stroke="#9f1239"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      )}
    </g>
  );
}

const hand = { fill: SKIN, stroke: SKIN_LINE, strokeWidth: 1.5 } as const;

function Fingers({ xs, tilt = 0 }: { xs: number[]; tilt?: number }) {
  return xs.map((x, i) => {
    const angle = xs.length === 2 ? (i === 0 ? -tilt : tilt) : 0;
    return (
      <rect
        key={x}
        x={x}
        y="38"
        width="6.5"
        height="30"
        rx="3.25"
        transform={`rotate(${angle} ${x + 3} 66)`}
        {...hand}
      />
    );
  });
}

function Arrow({ d, head }: { d: string; head: string }) {
  return (
    <g stroke="#e11d48" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
      <path d={head} />
    </g>
  );
}

const POSES: Record<VerificationChallenge, ReactNode> = {
  big_smile: <Face mouth="grin" />,
  peace_sign: (
    <>
      <Face mouth="grin" />
      <Fingers xs={[86, 95]} tilt={12} />
      <rect x="83" y="62" width="21" height="20" rx="7" {...hand} />
    </>
  ),
  thumbs_up: (
    <>
      <Face />
      <rect x="85" y="46" width="8" height="26" rx="4" {...hand} />
      <rect x="82" y="64" width="24" height="20" rx="7" {...hand} />
      <path d="M90 70 H104 M90 76 H104" stroke={SKIN_LINE} strokeWidth="1.2" />
    </>
  ),
  turn_head_right: (
    <>
      <Face turn={8} gaze={{ x: 2, y: 0 }} />
      <Arrow d="M92 26 Q106 32 106 48" head="M100 43 L106 49 L111 42" />
    </>
  ),
  touch_nose: (
    <>
      <Face />
      <path d="M100 121 L80 86" stroke={SHIRT} strokeWidth="13" strokeLinecap="round" />
      <path d="M76 78 L63 60" stroke={SKIN_LINE} strokeWidth="8" strokeLinecap="round" />
      <path d="M76 78 L63 60" stroke={SKIN} strokeWidth="5.5" strokeLinecap="round" />
      <circle cx="79" cy="82" r="9" {...hand} />
    </>
  ),
  three_fingers: (
    <>
      <Face />
      <Fingers xs={[83, 90.5, 98]} />
      <rect x="81" y="62" width="25" height="21" rx="7" {...hand} />
    </>
  ),
  look_up: (
    <>
      <Face gaze={{ x: 0, y: -1.6 }} browsUp />
      <Arrow d="M100 44 V20" head="M94 26 L100 19 L106 26" />
    </>
  ),
};

/** The example picture of one challenge, labelled for screen readers. */
export function ChallengeArt({
  challenge,
  label,
  className,
}: {
  challenge: VerificationChallenge;
  label: string;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={label} className={className}>
      <rect width="120" height="120" rx="18" fill="#fff1f2" />
      {POSES[challenge]}
    </svg>
  );
}
