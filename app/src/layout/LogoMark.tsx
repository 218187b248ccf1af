/** The StatRadar mark: a radar polygon on a hexagonal grid. Decorative; the link text names it. */
export function LogoMark() {
  return (
    <svg
      className="logo-mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <polygon
        points="16,2 28.1,9 28.1,23 16,30 3.9,23 3.9,9"
        fill="#eef1f8"
        stroke="#4b3fd1"
        strokeWidth="1.5"
      />
      <polygon
        points="16,9 21.2,12 21.2,20 16,23 10.8,20 10.8,12"
        fill="none"
        stroke="#b9c0d6"
        strokeWidth="1"
      />
      <polygon
        points="16,5 25.5,10.5 20.3,18.5 16,26 8.2,20.5 11.2,13.3"
        fill="#92f0da"
        fillOpacity="0.75"
        stroke="#0f9f86"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
