"""Parse and import speed on generated CVs (a benchmark, not a test).

    .venv/bin/python benchmarks/bench_import.py --cvs 1000

Writes N CVs (Markdown in English, Markdown in Chinese, plain text) made with Faker
to a temporary folder, times `parse_bytes` over all of them, then imports them into a
database of its own on the same PostgreSQL server (created and dropped here) and
prints CVs per second for both.
"""

import argparse
import contextlib
import io
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "directory.settings")
os.environ.setdefault("DEBUG", "1")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402

# Query logging (on with DEBUG) would be measured too; production runs without it.
settings.DEBUG = False

from django.core.management import CommandError, call_command  # noqa: E402
from django.db import connection  # noqa: E402
from faker import Faker  # noqa: E402

from profiles.parsing import parse_bytes  # noqa: E402
from profiles.staff.reference_data import load_reference_data  # noqa: E402

BENCH_DB = "bench_import"
UNIVERSITIES = [
    "Peking University",
    "Tsinghua University",
    "Shanghai Jiao Tong University",
    "Zhejiang University",
    "University of Toronto",
    "Carnegie Mellon University",
    "Stanford University",
    "ETH Zurich",
]
UNIVERSITIES_ZH = ["北京大学", "清华大学", "上海交通大学", "浙江大学", "复旦大学", "南京大学"]
LABS = ["Microsoft Research Asia", "Google", "Alibaba Group", "ByteDance", "NVIDIA", "Meta"]
LABS_ZH = ["微软亚洲研究院", "上海人工智能实验室", "华为", "腾讯", "阿里巴巴"]
TOPICS = [
    "Distributed Systems",
    "Systems for ML",
    "Computer Vision",
    "Natural Language Processing",
    "Databases",
    "Computer Networks",
    "Program Analysis",
]
TOPICS_ZH = ["分布式系统", "机器学习系统", "计算机视觉", "自然语言处理", "数据库", "程序分析"]
MONTHS = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov."]


def english_cv(fake: Faker, rng: random.Random) -> str:
    name = fake.name()
    start = rng.randint(2008, 2020)
    advisor = fake.name()
    lab = rng.choice(LABS)
    papers = "\n".join(
        f"- {name}, {fake.name()}, {advisor}. {fake.catch_phrase()}: "
        f"{fake.bs().title()}. In OSDI {start + i + 2}."
        for i in range(rng.randint(0, 5))
    )
    return f"""# {name}

{fake.email()} | {fake.url()}

## Research Interests

{", ".join(rng.sample(TOPICS, 3))}

## Education

### {rng.choice(UNIVERSITIES)}

{rng.choice(MONTHS)} {start + 4} – Present

*Ph.D. in Computer Science*

- **Advisor:** Prof. {advisor}

### {rng.choice(UNIVERSITIES)}

Sep. {start} – Jun. {start + 4}

*B.S. in Computer Science*

## Experience

### {lab}

{rng.choice(MONTHS)} {start + 5} – {rng.choice(MONTHS)} {start + 6}

*Research Intern*, supervised by {fake.name()}

## Publications

{papers}

## Awards

- {fake.catch_phrase()} Award, {start + 3}
- National Scholarship, {start + 2}
"""


def chinese_cv(fake: Faker, rng: random.Random) -> str:
    name = fake.name()
    start = rng.randint(2010, 2020)
    return f"""# {name}

邮箱: {fake.email()}

## 研究方向

{"、".join(rng.sample(TOPICS_ZH, 2))}

## 教育背景

{rng.choice(UNIVERSITIES_ZH)}, 计算机学院, 博士研究生 {start + 4}.9 - {start + 9}.6(预计)

导师: {fake.name()} 教授

{rng.choice(UNIVERSITIES_ZH)}, 计算机科学与技术, 学士 {start}.9 - {start + 4}.6

## 实习经历

{rng.choice(LABS_ZH)}, 研究实习生 {start + 5}.7-{start + 6}.1

## 获奖情况

- 国家奖学金 {start + 2}
- 优秀毕业生 {start + 4}
"""


def plain_cv(fake: Faker, rng: random.Random) -> str:
    name = fake.name()
    start = rng.randint(2005, 2018)
    return f"""{name}
Email: {fake.email()}

EDUCATION
{rng.choice(UNIVERSITIES)}    Ph.D., Computer Science    {start + 4} - {start + 9}
Advisor: Prof. {fake.name()}
{rng.choice(UNIVERSITIES)}    B.S., Computer Science    {start} - {start + 4}

EXPERIENCE
{rng.choice(LABS)}    Research Scientist    {start + 9} - Present

AWARDS
Best Paper Award, {start + 7}
"""


def generate(folder: Path, count: int, seed: int) -> list[Path]:
    rng = random.Random(seed)
    fakers = {"en": Faker("en_US"), "zh": Faker("zh_CN")}
    for fake in fakers.values():
        fake.seed_instance(seed)
    paths = []
    for i in range(count):
        kind = ("en", "zh", "txt")[i % 3]
        if kind == "en":
            text, suffix = english_cv(fakers["en"], rng), ".md"
        elif kind == "zh":
            text, suffix = chinese_cv(fakers["zh"], rng), ".md"
        else:
            text, suffix = plain_cv(fakers["en"], rng), ".txt"
        path = folder / f"cv_{i:05d}{suffix}"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def use_fresh_database() -> None:
    """Point the default connection at a new, migrated database of its own."""
    with connection.cursor() as cursor:
        cursor.execute(f"DROP DATABASE IF EXISTS {BENCH_DB}")
        cursor.execute(f"CREATE DATABASE {BENCH_DB}")
    connection.close()
    connection.settings_dict["NAME"] = BENCH_DB
    call_command("migrate", verbosity=0)
    load_reference_data()


def import_folder(folder: str) -> str:
    """Run the import command as a user would; returns its summary line."""
    out, err = io.StringIO(), io.StringIO()
    # Failures are counted in the summary line; the command's exit status is not needed.
    with contextlib.suppress(CommandError):
        call_command("import_cvs", folder, stdout=out, stderr=err, verbosity=0)
    return out.getvalue().strip().splitlines()[-1]


def drop_database() -> None:
    connection.close()
    connection.settings_dict["NAME"] = "postgres"
    with connection.cursor() as cursor:
        cursor.execute(f"DROP DATABASE IF EXISTS {BENCH_DB}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cvs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        paths = generate(Path(tmp), args.cvs, args.seed)
        blobs = [(p.read_bytes(), p.name) for p in paths]

        began = time.perf_counter()
        for data, name in blobs:
            parse_bytes(data, name)
        parse_seconds = time.perf_counter() - began

        use_fresh_database()
        try:
            began = time.perf_counter()
            summary = import_folder(tmp)
            import_seconds = time.perf_counter() - began

            began = time.perf_counter()
            import_folder(tmp)
            reimport_seconds = time.perf_counter() - began
        finally:
            drop_database()

    n = len(paths)
    print(f"CVs generated:         {n} (English Markdown, Chinese Markdown, plain text)")
    print(f"parse only:            {n / parse_seconds:8.0f} CVs/s  ({parse_seconds:.2f} s)")
    print(f"import (parse+write):  {n / import_seconds:8.0f} CVs/s  ({import_seconds:.2f} s)")
    print(f"re-import, unchanged:  {n / reimport_seconds:8.0f} CVs/s  ({reimport_seconds:.2f} s)")
    print(f"first import:          {summary}")


if __name__ == "__main__":
    main()
