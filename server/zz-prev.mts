import { writeFileSync } from 'node:fs';
import { renderImage } from './cdn/render.ts';
const paths = ['/icons/PG/candy-party.svg','/icons/PP/cosmic-legends-hold-and-win.svg','/icons/JILI/ocean-king.svg','/icons/EVO/lightning-roulette-7.svg','/icons/DS88/sabong-arena-3.svg','/icons/TCG/fast-3-1-min.svg','/icons/SWERTE/crash-turbo.svg','/icons/PCSO/ultra-lotto-6-58-9pm.svg'];
const banners = ['/banners/welcome-bonus.svg','/banners/sabong-derby.svg','/banners/slots-cashback.svg','/banners/register-88.svg'];
const teams = ['/teams/barangay-ginebra.svg','/teams/san-miguel-beermen.svg','/teams/los-angeles-lakers.svg','/teams/real-madrid.svg'];
const img = (p: string, w: number) => `<img width="${w}" src="data:image/svg+xml;base64,${Buffer.from(renderImage(p)!).toString('base64')}">`;
writeFileSync('/tmp/cdnprev/index.html', `<body style="background:#eee;margin:8px">${paths.map(p=>img(p,150)).join(' ')}<br>${banners.map(p=>img(p,370)).join(' ')}<br>${teams.map(p=>img(p,100)).join(' ')} ${img('/brand/app-icon.svg',100)} ${img('/brand/logo.svg',240)}</body>`);
