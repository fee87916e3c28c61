/**
 * The home hero's picture of the product: the mock exam screen drawn as an inline SVG
 * (docs/decisions/383). It is part of the HTML, so the server's first paint has it, it loads nothing, and its
 * box is reserved by its viewBox (no layout shift). Brand teal on slate, like the real screen.
 */
const OPTIONS = [
  { letter: 'A', width: 210 },
  { letter: 'B', width: 250, chosen: true },
  { letter: 'C', width: 180 },
  { letter: 'D', width: 230 },
  { letter: 'E', width: 160 },
];

/** 30 questions: answered ones filled, the current one outlined, one flagged. */
const NAVIGATOR = Array.from({ length: 30 }, (_, i) => ({
  n: i + 1,
  answered: i < 11 || i === 13,
  current: i === 11,
  flagged: i === 6,
}));

export function ExamScreenPicture({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 560 392"
      width="560"
      height="392"
      role="img"
      fontFamily="system-ui, sans-serif"
      aria-labelledby="exam-picture-title"
      className={className}
    >
      <title id="exam-picture-title">
        The mock exam screen: a timed question with five options, the question navigator, a flag and Submit.
      </title>
      <defs>
        <filter id="exam-picture-shadow" x="-10%" y="-10%" width="120%" height="130%">
          <feDropShadow dx="0" dy="8" stdDeviation="10" floodColor="#0f172a" floodOpacity="0.12" />
        </filter>
      </defs>
      {/* The window */}
      <rect x="8" y="8" width="544" height="356" rx="18" fill="#fff" filter="url(#exam-picture-shadow)" />
      <rect x="8.5" y="8.5" width="543" height="355" rx="17.5" fill="none" stroke="#e2e8f0" />
      {/* The slim exam bar: title, progress, timer, Submit */}
      <path d="M8 26a18 18 0 0 1 18-18h508a18 18 0 0 1 18 18v30H8z" fill="#134e4a" />
      <text x="28" y="38" fill="#fff" fontSize="13" fontWeight="700">
        PLAB 1 Mock 1
      </text>
      <rect x="150" y="29" width="150" height="6" rx="3" fill="#115e59" />
      <rect x="150" y="29" width="60" height="6" rx="3" fill="#5eead4" />
      <text x="308" y="36" fill="#ccfbf1" fontSize="10">
        12 / 30
      </text>
      <rect x="378" y="22" width="74" height="22" rx="11" fill="#0f766e" />
      <circle cx="393" cy="33" r="5.5" fill="none" stroke="#ccfbf1" strokeWidth="1.5" />
      <path d="M393 30v3.2l2 1.3" fill="none" stroke="#ccfbf1" strokeWidth="1.5" strokeLinecap="round" />
      <text
        x="422"
        y="37"
        fill="#fff"
        fontSize="12"
        fontWeight="700"
        textAnchor="middle"
        fontFamily="ui-monospace, monospace"
      >
        42:18
      </text>
      <rect x="462" y="22" width="72" height="22" rx="7" fill="#fff" />
      <text x="498" y="37" fill="#134e4a" fontSize="11" fontWeight="700" textAnchor="middle">
        Submit
      </text>

      {/* The question */}
      <text x="32" y="84" fill="#0f766e" fontSize="10" fontWeight="700">
        QUESTION 12 OF 30 · 1 MARK
      </text>
      <rect x="32" y="96" width="330" height="8" rx="4" fill="#cbd5e1" />
      <rect x="32" y="112" width="300" height="8" rx="4" fill="#cbd5e1" />
      <rect x="32" y="128" width="210" height="8" rx="4" fill="#cbd5e1" />
      <text x="32" y="160" fill="#0f172a" fontSize="12" fontWeight="700">
        What is the most likely diagnosis?
      </text>
      {OPTIONS.map((option, i) => {
        const y = 172 + i * 36;
        return (
          <g key={option.letter}>
            <rect
              x="32"
              y={y}
              width="340"
              height="28"
              rx="8"
              fill={option.chosen ? '#f0fdfa' : '#fff'}
              stroke={option.chosen ? '#0f766e' : '#cbd5e1'}
              strokeWidth={option.chosen ? 2 : 1}
            />
            <circle cx="50" cy={y + 14} r="9" fill={option.chosen ? '#0f766e' : '#f1f5f9'} />
            <text
              x="50"
              y={y + 18}
              fill={option.chosen ? '#fff' : '#334155'}
              fontSize="10"
              fontWeight="700"
              textAnchor="middle"
            >
              {option.letter}
            </text>
            <rect x="68" y={y + 10} width={option.width} height="8" rx="4" fill="#e2e8f0" />
          </g>
        );
      })}

      {/* The navigator, with a flag */}
      <rect x="392" y="72" width="144" height="276" rx="12" fill="#f8fafc" stroke="#e2e8f0" />
      <text x="406" y="94" fill="#334155" fontSize="10" fontWeight="700">
        Questions
      </text>
      {NAVIGATOR.map((q, i) => {
        const x = 406 + (i % 5) * 24;
        const y = 104 + Math.floor(i / 5) * 26;
        return (
          <g key={q.n}>
            <rect
              x={x}
              y={y}
              width="20"
              height="20"
              rx="5"
              fill={q.answered ? '#0f766e' : '#fff'}
              stroke={q.current ? '#f59e0b' : q.answered ? '#0f766e' : '#cbd5e1'}
              strokeWidth={q.current ? 2 : 1}
            />
            <text
              x={x + 10}
              y={y + 14}
              fill={q.answered ? '#fff' : '#475569'}
              fontSize="8"
              fontWeight="600"
              textAnchor="middle"
            >
              {q.n}
            </text>
            {q.flagged && (
              <path
                d={`M${x + 13} ${y + 3}l5 0-1.6 2.4 1.6 2.4h-5z`}
                fill="#f59e0b"
                stroke="#b45309"
                strokeWidth="0.8"
              />
            )}
          </g>
        );
      })}
      <rect x="406" y="268" width="116" height="26" rx="8" fill="#fff" stroke="#cbd5e1" />
      <path d="M420 275v12M420 275h8l-2.5 3.5 2.5 3.5h-8" fill="#fde68a" stroke="#b45309" />
      <text x="436" y="285" fill="#334155" fontSize="10" fontWeight="600">
        Flag for review
      </text>
      <rect x="406" y="304" width="54" height="26" rx="8" fill="#fff" stroke="#cbd5e1" />
      <text x="433" y="321" fill="#334155" fontSize="10" fontWeight="600" textAnchor="middle">
        ‹ Prev
      </text>
      <rect x="468" y="304" width="54" height="26" rx="8" fill="#0f766e" />
      <text x="495" y="321" fill="#fff" fontSize="10" fontWeight="600" textAnchor="middle">
        Next ›
      </text>
    </svg>
  );
}
