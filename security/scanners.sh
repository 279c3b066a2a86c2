#!/usr/bin/env bash
# wapiti and sqlmap (Debian's packages) against the real server with demo data on PostgreSQL,
# logged in, with the API's paths and JSON bodies given to them. Prints the figures and fails on
# any wapiti finding of medium or higher level, or any parameter sqlmap finds injectable.
#
#   bash security/scanners.sh            (npm run security:scanners; part of security:full)
#
# Installs wapiti and sqlmap with apt-get when they are missing (needs root).
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in wapiti sqlmap; do
  if ! command -v "$tool" >/dev/null; then
    echo "--- installing $tool"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$tool" >/dev/null
  fi
done

work=$(mktemp -d /tmp/academy-scan-XXXXXX)
db="academy_scan_$RANDOM$RANDOM"
pg_admin="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
db_url="${pg_admin%/*}/$db"
port=$((20000 + RANDOM % 20000))
base="http://127.0.0.1:$port"
admin_password="scan-admin-password-1"

cleanup() {
  [ -n "${server:-}" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  psql "$pg_admin" -qc "drop database if exists \"$db\" with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

psql "$pg_admin" -qc "create database \"$db\"" >/dev/null
DATA_DIR="$work/data" DATABASE_URL="$db_url" DEMO_DATA=1 ADMIN_USERNAME=admin \
  ADMIN_PASSWORD="$admin_password" PORT=$port LOG_LEVEL=error \
  node --import tsx src/server/main.ts >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 600); do
  curl -fs "$base/healthz" >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log"; exit 1; }
  sleep 0.2
done

login() { # url body -> cookie value
  curl -fs -D - -o /dev/null -H 'content-type: application/json' -d "$2" "$base$1" |
    sed -n 's/^[Ss]et-[Cc]ookie: \(academy_session=[^;]*\).*/\1/p'
}
admin_cookie=$(login /auth/login "{\"username\":\"admin\",\"password\":\"$admin_password\"}")
student_cookie=$(login /auth/student/login '{"studentId":"student","password":"12345"}')
[ -n "$admin_cookie" ] && [ -n "$student_cookie" ] || { echo "logins failed"; exit 1; }

# ---- wapiti: crawls the site logged in as the admin, starting also from every GET API path.
echo "--- wapiti"
starts=()
for p in / /Courses /Aboutus /contactus /SignUp /login /Adminlogin /graphic-design \
  /api/catalogue /api/catalogue/graphic-design /api/notices /api/notices/count \
  /api/student/profile /api/admin/summary /api/courses /get-teachers /get-courses \
  /get-students /get-registrations /api/messages /api/exports/students.csv \
  "/get-registrations?q=kaur" "/get-students?search=kaur"; do
  starts+=(-s "$base$p")
done
wapiti -u "$base/" --scope folder "${starts[@]}" \
  -H "Cookie: $admin_cookie" --flush-session --max-scan-time 600 \
  -f json -o "$work/wapiti.json" >"$work/wapiti.log" 2>&1 || true
cp "$work/wapiti.json" "${TMPDIR:-/tmp}/academy-wapiti.json" 2>/dev/null || true
[ -s "$work/wapiti.json" ] || { tail -20 "$work/wapiti.log"; echo "wapiti wrote no report"; exit 1; }

# ---- sqlmap: every parameter of every call that takes one, as each role that may call it.
echo "--- sqlmap"
sql_targets=(
  "public|$base/api/catalogue/graphic-design*|"
  "public|$base/auth/login|{\"username\":\"admin\",\"password\":\"x\"}"
  "public|$base/auth/student/login|{\"studentId\":\"student\",\"password\":\"x\"}"
  "public|$base/api/contact|{\"from_name\":\"Harpreet\",\"from_email\":\"h@example.in\",\"course\":\"Accounts Courses\",\"message\":\"Hello\"}"
  "admin|$base/get-registrations?q=kaur|"
  "admin|$base/get-students?search=kaur|"
  "admin|$base/api/students/1|"
  "admin|$base/api/notices|{\"title\":\"Scan\",\"details\":\"Scan\",\"postedBy\":\"Office\",\"date\":\"2026-11-22\"}"
  "admin|$base/add-teacher|{\"firstName\":\"Scan\",\"lastName\":\"Test\",\"gender\":\"Male\",\"courses\":\"Graphic Design\"}"
  "student|$base/api/notices?q=exam|"
)
injectable=0
tested=0
for t in "${sql_targets[@]}"; do
  IFS='|' read -r role url data <<<"$t"
  cookie=""
  [ "$role" = admin ] && cookie="$admin_cookie"
  [ "$role" = student ] && cookie="$student_cookie"
  args=(-u "$url" --batch --level 1 --risk 1 --dbms PostgreSQL --flush-session
    --output-dir "$work/sqlmap" --disable-coloring --timeout 10 --retries 1)
  [ -n "$cookie" ] && args+=(--cookie "$cookie" --skip "academy_session")
  [ -n "$data" ] && args+=(--data "$data")
  out=$(sqlmap "${args[@]}" 2>&1 || true)
  tested=$((tested + 1))
  # sqlmap says this only when it has confirmed an injection point.
  if grep -q "identified the following injection point" <<<"$out"; then
    injectable=$((injectable + 1))
    echo "INJECTABLE: $url"
    grep -A6 "identified the following injection point" <<<"$out"
  fi
done

python3 - "$work/wapiti.json" "$tested" "$injectable" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
levels = {1: 0, 2: 0, 3: 0, 4: 0}
found = []
for section in ("vulnerabilities", "anomalies"):
    for category, items in report.get(section, {}).items():
        for item in items:
            level = int(item.get("level", 1))
            levels[level] = levels.get(level, 0) + 1
            if level >= 2:
                found.append(f"  {category} (level {level}): {item.get('path')} {item.get('info')}")
infos = report.get("infos", {})
crawled = infos.get("crawled_pages_nbr") or len(infos.get("crawled_pages", []) or [])
print(f"wapiti: {crawled} pages crawled, findings by level {levels}")
print("\n".join(found))
print(f"sqlmap: {sys.argv[2]} calls tested (every parameter, level 1, risk 1), {sys.argv[3]} injectable")
bad = bool(found) or int(sys.argv[3]) > 0
print("scanners: FAILED" if bad else "scanners: 0 findings of medium or above, 0 injectable")
sys.exit(1 if bad else 0)
PY
