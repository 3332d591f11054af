# The two commands a newcomer needs: `make run` and `make test`; `make serve` runs the
# production configuration.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell cat requirements.txt pyproject.toml | sha256sum | cut -c1-12)
HOST ?= 127.0.0.1
PORT ?= 8000

# Local development and tests run with DEBUG on (plain http, a development key);
# a deployment sets DEBUG=0 with SECRET_KEY and ALLOWED_HOSTS.
export DEBUG ?= 1

.PHONY: install run serve backup restore test lint format migrations-check lock browser clean

install: $(STAMP)

$(STAMP): requirements.txt pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --require-hashes -r requirements.txt
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e .
	test -f .env || $(BIN)/python -c 'import secrets; print(f"# Local development settings, written by make install; not in git.\nDEBUG=1\nSECRET_KEY={secrets.token_urlsafe(48)}")' > .env
	rm -f $(VENV)/.installed-* && touch $@

run: install
	$(BIN)/python manage.py migrate --no-input
	$(BIN)/python manage.py load_reference_data
	$(BIN)/python manage.py import_cvs fixtures/cvs
	$(BIN)/python manage.py ensure_local_admin
	exec $(BIN)/python -m directory.supervise $(BIN)/python manage.py runserver $(HOST):$(PORT)

# The production configuration on this machine: DEBUG off, gunicorn with workers and
# timeouts for its cores (directory/gunicorn.conf.py), whitenoise's compressed static
# files. Plain http on $(HOST) for a trial; behind an HTTPS proxy the secure cookies and
# redirects come on (README, "Deployment"). The key is the .env's unless SECRET_KEY is set.
serve: export DEBUG = 0
serve: export ALLOWED_HOSTS ?= $(HOST),localhost
serve: export SECURE_SSL_REDIRECT ?= 0
serve: export SESSION_COOKIE_SECURE ?= 0
serve: export CSRF_COOKIE_SECURE ?= 0
serve: install
	$(BIN)/python manage.py migrate --no-input
	$(BIN)/python manage.py load_reference_data
	$(BIN)/python manage.py collectstatic --no-input --verbosity 0
	exec $(BIN)/python -m directory.supervise $(BIN)/gunicorn --config directory/gunicorn.conf.py \
		--bind $(HOST):$(PORT) directory.wsgi

# pg_dump of the database in use (embedded, or DATABASE_URL's) to var/backups/, and
# pg_restore of one: `make restore FILE=var/backups/....dump` (stop the server first).
backup: install
	$(BIN)/python -m directory.backup dump var/backups/candidates-$(shell date +%Y%m%d-%H%M%S).dump

restore: install
	@test -n "$(FILE)" || { echo "Name the backup: make restore FILE=var/backups/....dump"; exit 2; }
	$(BIN)/python -m directory.backup restore $(FILE)

# Browser tests need Debian's chromium; scripts/install-browser.sh installs it
# when it can and says why when it cannot (the tests then skip, except in CI).
test: install browser
	$(BIN)/python -m pytest

browser:
	@sh scripts/install-browser.sh

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

migrations-check: install
	$(BIN)/python manage.py makemigrations --check --dry-run

# Re-pin every dependency with hashes after editing pyproject.toml.
lock:
	$(PYTHON) -m venv /tmp/candidate-directory-lock
	/tmp/candidate-directory-lock/bin/pip install --quiet pip-tools
	/tmp/candidate-directory-lock/bin/pip-compile --quiet --generate-hashes --allow-unsafe \
		--strip-extras --no-emit-index-url --no-emit-find-links --extra dev \
		-o requirements.txt pyproject.toml

clean:
	rm -rf $(VENV) var
