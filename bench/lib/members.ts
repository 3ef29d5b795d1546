/** Members made through the public API, as a phone would (card-bytes.ts, call-bytes.ts). */

export async function api(
  url: string,
  method: string,
  route: string,
  cookie: string,
  body?: unknown,
) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

export type BenchMember = { id: string; cookie: string; sid: string };

/** Signs up, uploads `photos` (JPEG) and finishes onboarding at `place`. */
export async function onboardedMember(
  url: string,
  prefix: string,
  draft: { first_name: string; gender: string; interested_in: string[] },
  photos: Buffer[],
  place: { latitude: number; longitude: number; city: string },
): Promise<BenchMember> {
  const username = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e4)}`;
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: username.slice(0, 30), password: 'correct horse battery' }),
  });
  if (res.status !== 201) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const cookie = `sid=${sid}`;
  const media: string[] = [];
  for (const photo of photos) {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const up = await fetch(`${url}/api/me/photos`, {
      method: 'POST',
      headers: { origin: url, cookie },
      body: form,
    });
    if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
    media.push(((await up.json()) as { path: string }).path);
  }
  const done = (await api(url, 'POST', '/api/me/onboarding', cookie, {
    terms_accepted: true,
    first_name: draft.first_name,
    birthdate: '1997-05-20',
    gender: draft.gender,
    show_gender: true,
    sexuality: 'Straight',
    interested_in: draft.interested_in,
    relationship_intention: 'Long-term relationship',
    media,
    bio: 'Tea shops, long walks by Inya Lake and old films.',
    ...place,
  })) as { user_id: string };
  return { id: done.user_id, cookie, sid };
}
