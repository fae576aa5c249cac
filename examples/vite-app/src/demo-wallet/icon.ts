/** The Demo Wallet's icon, inline so announcing it never touches the network. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#7c5cff"/><stop offset="1" stop-color="#23c4a8"/></linearGradient></defs>
<rect width="96" height="96" rx="24" fill="url(#g)"/>
<rect x="20" y="30" width="56" height="40" rx="9" fill="#fff" fill-opacity=".92"/>
<rect x="52" y="42" width="24" height="16" rx="6" fill="#7c5cff"/>
<circle cx="60" cy="50" r="3.5" fill="#fff"/>
<path d="M26 30l30-10a6 6 0 0 1 7.6 3.8L65 30" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
</svg>`;

export const DEMO_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(svg)}`;
