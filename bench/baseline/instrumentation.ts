// Without a hook of its own, Turbopack takes the site's (the repository root's) into this app as well.
export function register() {}
